import type { THomePage } from '@larder/contract/home';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { homePageQuery } from './api/get-home-page';
import { HomePage } from './HomePage';

const page = (sections: number): THomePage => ({
  page_type: 'home',
  application_type: 'mobile',
  page_content: Array.from({ length: sections }, (_, i) => ({
    section_name: `home-${i}`,
    section_type: 'Text Block' as const,
    title: `Section ${i}`,
    subtitle: '',
    view_all_route: null,
    data: [{ title: `Point ${i}`, text: '', icon: 'truck' }],
  })),
});

beforeAll(() => {
  // A phone's width (jsdom has no matchMedia).
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
});

describe('the home page', () => {
  it('renders the first sections with the page and every other one soon after, in order; all at once when it is shown again', async () => {
    const qc = new QueryClient();
    for (const type of ['mobile', 'web'] as const) qc.setQueryData(homePageQuery(type).queryKey, { ...page(7), application_type: type });
    const view = () => (
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const first = render(view());
    const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(titles().length).toBeGreaterThan(0));
    expect(titles().length).toBeLessThan(7);
    const all = Array.from({ length: 7 }, (_, i) => `Section ${i}`);
    await waitFor(() => expect(titles()).toEqual(all));

    // Coming back to the page, it is all there with its first render (a restored scroll position needs it).
    first.unmount();
    render(view());
    await waitFor(() => expect(titles().length).toBeGreaterThan(0));
    expect(titles()).toEqual(all);
  });
});
