import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewShown } from './first-view';

/** A first view with one main picture that has not loaded yet. */
function firstViewWithPicture(): HTMLImageElement {
  document.body.innerHTML = '<div id="first-view"><img src="/media/a.webp" fetchpriority="high"><img src="/media/b.webp"></div>';
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
  Object.defineProperty(img, 'complete', { value: false });
  return img;
}

const settled = (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  return () => done;
};

describe('firstViewShown', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('resolves at once on a page without a first view', async () => {
    await expect(firstViewShown()).resolves.toBeUndefined();
  });

  it('waits for the main picture to load and be painted', async () => {
    vi.useFakeTimers();
    const img = firstViewWithPicture();
    const done = settled(firstViewShown());
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(false);
    img.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('does not wait on a picture that fails', async () => {
    vi.useFakeTimers();
    const img = firstViewWithPicture();
    const done = settled(firstViewShown());
    img.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('gives up waiting after three seconds', async () => {
    vi.useFakeTimers();
    firstViewWithPicture();
    const done = settled(firstViewShown());
    await vi.advanceTimersByTimeAsync(2900);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });
});
