import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Capacitor Share plugin as the app has it (it rejects when the share sheet is dismissed).
const sheet = vi.hoisted(() => ({ share: vi.fn<(o: object) => Promise<object>>() }));
vi.mock('@capacitor/share', () => ({ Share: sheet }));
// A native build calls the shop at its public address (VITE_API_BASE).
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), API_BASE: 'https://shop.example' }));

const { canShare, publicUrl, share } = await import('./share');

// The browser's Web Share API, present or not.
const webShare = vi.fn<(data: ShareData) => Promise<void>>();
function browserShares(yes: boolean) {
  if (yes) Object.defineProperty(navigator, 'share', { value: webShare, configurable: true });
  else Reflect.deleteProperty(navigator, 'share');
}
const here = (path: string) => `${window.location.origin}${path}`;

function asApp(platform: 'android' | 'ios' | null) {
  (globalThis as { Capacitor?: unknown }).Capacitor = platform ? { isNativePlatform: () => true, getPlatform: () => platform } : undefined;
}

beforeEach(() => {
  sheet.share.mockReset().mockResolvedValue({});
  webShare.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  asApp(null);
  browserShares(false);
});

describe('share in the native app', () => {
  it('opens the phone’s share sheet (@capacitor/share) with the shop’s public link, not the app’s local one', async () => {
    asApp('android');
    browserShares(true);
    expect(canShare()).toBe(true);
    await expect(share({ title: 'Lamb chops', text: 'Look', url: here('/pr/lamb-chops?x=1') })).resolves.toBe('shared');
    expect(sheet.share).toHaveBeenCalledWith({
      title: 'Lamb chops',
      text: 'Look',
      url: 'https://shop.example/pr/lamb-chops?x=1',
      dialogTitle: 'Lamb chops',
    });
    expect(webShare).not.toHaveBeenCalled();
  });

  it('a dismissed share sheet is no error', async () => {
    asApp('ios');
    sheet.share.mockRejectedValue(new Error('Share canceled'));
    await expect(share({ title: 'Larder', url: here('/') })).resolves.toBe('dismissed');
  });

  it('leaves links to other sites alone', () => {
    asApp('android');
    expect(publicUrl('https://elsewhere.example/a')).toBe('https://elsewhere.example/a');
  });
});

describe('share on the web', () => {
  it('uses the Web Share API with the page’s own link', async () => {
    browserShares(true);
    expect(canShare()).toBe(true);
    await expect(share({ title: 'Lamb chops', url: here('/pr/lamb-chops') })).resolves.toBe('shared');
    expect(webShare).toHaveBeenCalledWith({ title: 'Lamb chops', text: undefined, url: here('/pr/lamb-chops') });
    expect(sheet.share).not.toHaveBeenCalled();
  });

  it('reports a dismissed sheet, and no sheet at all, so the caller offers its share popup', async () => {
    browserShares(true);
    webShare.mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    await expect(share({ title: 'Larder', url: here('/') })).resolves.toBe('dismissed');
    browserShares(false);
    expect(canShare()).toBe(false);
    await expect(share({ title: 'Larder', url: here('/') })).resolves.toBe('unavailable');
    expect(sheet.share).not.toHaveBeenCalled();
  });
});
