import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Capacitor plugins as the native app has them: each listener is kept so a test can fire
// the event the phone would send (hardware back, a tapped notification, a link opening the app).
type Listener = (event: never) => void;
const native = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  exitApp: vi.fn(() => Promise.resolve()),
  statusBar: {
    setBackgroundColor: vi.fn(() => Promise.resolve()),
    setStyle: vi.fn(() => Promise.resolve()),
    setOverlaysWebView: vi.fn(() => Promise.resolve()),
  },
}));
function listen(plugin: string) {
  return (event: string, cb: Listener) => {
    native.listeners.set(`${plugin}.${event}`, cb);
    return Promise.resolve({ remove: () => Promise.resolve(void native.listeners.delete(`${plugin}.${event}`)) });
  };
}
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: listen('App'),
    exitApp: native.exitApp,
    getInfo: () => Promise.resolve({ name: 'Larder', id: 'uk.larder.shop', build: '1', version: '1.0.0' }),
  },
}));
vi.mock('@capacitor/status-bar', () => ({ StatusBar: native.statusBar, Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' } }));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: { addListener: listen('PushNotifications') } }));
// A native build calls the shop at an absolute address (VITE_API_BASE).
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), API_BASE: 'https://shop.example' }));

// PwaServices decides once, when loaded, whether it runs inside the app.
(globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
const { PwaServices } = await import('./PwaServices');
const { STATUS_BAR_COLOUR } = await import('../../shared/native/native-app');

function fire(name: string, event: unknown) {
  const cb = native.listeners.get(name);
  if (!cb) throw new Error(`no ${name} listener`);
  act(() => cb(event as never));
}

async function startApp(at: string) {
  const qc = new QueryClient();
  qc.setQueryData(['get_all_website_settings'], { app_settings: {} });
  const router = createMemoryRouter([{ path: '*', element: <PwaServices /> }], { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(native.listeners.has('App.backButton')).toBe(true));
  return { router, view, path: () => router.state.location.pathname };
}

beforeEach(() => {
  native.listeners.clear();
  native.exitApp.mockClear();
  for (const f of Object.values(native.statusBar)) f.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('native app start', () => {
  it('paints the status bar the brand red (#a51318) with light text, the page below it', async () => {
    await startApp('/');
    expect(STATUS_BAR_COLOUR).toBe('#a51318');
    expect(native.statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#a51318' });
    expect(native.statusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(native.statusBar.setOverlaysWebView).toHaveBeenCalledWith({ overlay: false });
  });

  it('stops listening when the shell goes', async () => {
    const { view } = await startApp('/');
    view.unmount();
    await waitFor(() => expect(native.listeners.size).toBe(0));
  });
});

describe('hardware back button (spec: side tabs → mobile home, home → exit)', () => {
  it.each(['/tabs/category', '/category', '/wishlist', '/tabs/wishlist', '/my-profile', '/tabs/my-profile'])(
    'from %s goes to the home tab',
    async (tab) => {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
      const app = await startApp(tab);
      fire('App.backButton', { canGoBack: true });
      await waitFor(() => expect(app.path()).toBe('/tabs/home'));
      expect(back).not.toHaveBeenCalled();
      expect(native.exitApp).not.toHaveBeenCalled();
    },
  );

  it.each(['/', '/home', '/tabs/home'])('from home (%s) exits the app', async (home) => {
    const app = await startApp(home);
    fire('App.backButton', { canGoBack: true });
    expect(native.exitApp).toHaveBeenCalledTimes(1);
    expect(app.path()).toBe(home);
  });

  it('elsewhere goes back in history, or to home when there is none', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const app = await startApp('/pr/lamb-chops');
    fire('App.backButton', { canGoBack: true });
    expect(back).toHaveBeenCalledTimes(1);
    expect(app.path()).toBe('/pr/lamb-chops');
    fire('App.backButton', { canGoBack: false });
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(back).toHaveBeenCalledTimes(1);
    expect(native.exitApp).not.toHaveBeenCalled();
  });

  it('closes an open dialog first, and stays on the page', async () => {
    const app = await startApp('/');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.dataset.state = 'open';
    document.body.append(dialog);
    const escape = vi.fn();
    document.addEventListener('keydown', (e) => e.key === 'Escape' && escape(), { once: true });
    fire('App.backButton', { canGoBack: true });
    expect(escape).toHaveBeenCalledTimes(1);
    expect(native.exitApp).not.toHaveBeenCalled();
    expect(app.path()).toBe('/');
  });
});

describe('links into the app', () => {
  it("opens the shop's /cl/ and /pr/ links and the app's own scheme in the web router", async () => {
    const app = await startApp('/');
    fire('App.appUrlOpen', { url: 'https://shop.example/cl/meat/chicken' });
    await waitFor(() => expect(app.path()).toBe('/cl/meat/chicken'));
    fire('App.appUrlOpen', { url: 'uk.larder.shop://pr/lamb-chops' });
    await waitFor(() => expect(app.path()).toBe('/pr/lamb-chops'));
  });

  it('ignores links of other sites', async () => {
    const app = await startApp('/tabs/home');
    fire('App.appUrlOpen', { url: 'https://elsewhere.example/pr/lamb-chops' });
    fire('App.appUrlOpen', { url: 'uk.larder.shop:////elsewhere.example/pr/x' });
    await act(() => Promise.resolve());
    expect(app.path()).toBe('/tabs/home');
  });

  it('routes a tapped push notification (Product → /pr/{route}, Product Category → /cl/{route})', async () => {
    const app = await startApp('/');
    fire('PushNotifications.pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { additionalData: JSON.stringify({ type: 'Product', route: 'lamb-chops' }) } },
    });
    await waitFor(() => expect(app.path()).toBe('/pr/lamb-chops'));
    fire('PushNotifications.pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '2', data: { type: 'Product Category', route: 'meat/chicken' } },
    });
    await waitFor(() => expect(app.path()).toBe('/cl/meat/chicken'));
  });
});
