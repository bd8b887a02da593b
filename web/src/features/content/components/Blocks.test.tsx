import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Blocks } from './Blocks';
import { CommentList } from './Comments';
import { formatPostDate, responsiveImage } from './media';

const HOSTILE = '<script>alert(1)</script><b>bold</b><img src=x onerror=alert(2)>';

describe('content rendering', () => {
  it('renders every block as text, never as markup', () => {
    const { container } = render(
      <Blocks
        blocks={[
          { type: 'h2', text: HOSTILE },
          { type: 'p', text: HOSTILE },
          { type: 'ul', items: [HOSTILE] },
          { type: 'img', src: '/media/categories/meat-lamb-640.webp', alt: 'Lamb' },
        ]}
      />,
    );
    expect(container.querySelectorAll('script, b')).toHaveLength(0);
    expect(container.querySelector('h2')?.textContent).toBe(HOSTILE);
    expect(container.querySelector('p')?.textContent).toBe(HOSTILE);
    expect(container.querySelector('li')?.textContent).toBe(HOSTILE);
    // Only the image block makes an image, with its -320 variant and a reserved size.
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]?.getAttribute('srcset')).toBe('/media/categories/meat-lamb-320.webp 320w, /media/categories/meat-lamb-640.webp 640w');
    expect(imgs[0]?.getAttribute('width')).toBe('640');
  });

  it('shows a comment exactly as typed', () => {
    const { container } = render(
      <MemoryRouter>
        <CommentList comments={[{ name: 'BC-1', name1: `<i>${HOSTILE}</i>`, comments: HOSTILE, creation: 'Nov 21, 2026' }]} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('script, b, i, img')).toHaveLength(0);
    expect(container.querySelector('[data-testid="comment-text"]')?.textContent).toBe(HOSTILE);
    expect(container.querySelector('[data-testid="comment-author"]')?.textContent).toBe(`<i>${HOSTILE}</i>`);
  });

  it('formats dates and image variants', () => {
    expect(formatPostDate('2026-08-06')).toBe('6 August 2026');
    expect(formatPostDate('soon')).toBe('soon');
    expect(responsiveImage('/media/brand/logo.svg')).toEqual({ src: '/media/brand/logo.svg' });
  });
});
