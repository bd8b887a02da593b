import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import androidGradle from '../../../android/app/build.gradle?raw';
import iosProject from '../../../ios/App/App.xcodeproj/project.pbxproj?raw';
import { setAppConfig } from '../../lib/app-config';
import { updateOffer, updateText } from './native-update';

// The Capacitor App plugin, as the native app would answer.
const app = vi.hoisted(() => ({ version: '1.0.0', getInfo: vi.fn(), exitApp: vi.fn() }));
vi.mock('@capacitor/app', () => ({
  App: {
    getInfo: app.getInfo.mockImplementation(() =>
      Promise.resolve({ name: 'Larder', id: 'uk.larder.shop', build: '7', version: app.version }),
    ),
    exitApp: app.exitApp.mockImplementation(() => Promise.resolve()),
    addListener: vi.fn(() => Promise.resolve({ remove: () => Promise.resolve() })),
  },
}));
vi.mock('@capacitor/status-bar', () => ({ StatusBar: {}, Style: { Dark: 'DARK' } }));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: {} }));

const { NativeUpdatePrompt } = await import('./NativeUpdatePrompt');

const PLAYSTORE = 'https://play.google.com/store/apps/details?id=uk.larder.shop';
const IOS = 'https://apps.apple.com/gb/app/larder/id0000000000';

function config(version: string, show_popup: 0 | 1, force: 0 | 1) {
  return {
    app_version: { version, show_popup, force },
    logrocket: { enabled: 0 as const, id: '' },
    footer: 1 as const,
    category_list: [],
    one_signal: { is_key: 1 as const, key: 'K' },
  };
}

function renderPrompt() {
  const qc = new QueryClient();
  qc.setQueryData(['get_all_website_settings'], { app_settings: { playstore_url: PLAYSTORE, ios_url: IOS } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return render(<NativeUpdatePrompt />, { wrapper });
}

describe('update offer (spec §4)', () => {
  it('shows when the installed version differs and show_popup is set', () => {
    expect(updateOffer('1.0.0', { version: '1.2.0', show_popup: 1, force: 0 })).toEqual({ version: '1.2.0', force: false });
    expect(updateOffer('1.0.0', { version: '1.2.0', show_popup: 1, force: 1 })).toEqual({ version: '1.2.0', force: true });
    expect(updateOffer('1.2.0', { version: '1.2.0', show_popup: 1, force: 1 })).toBeNull();
    expect(updateOffer('1.0.0', { version: '1.2.0', show_popup: 0, force: 1 })).toBeNull();
    expect(updateOffer(null, { version: '1.2.0', show_popup: 1, force: 0 })).toBeNull();
  });
  it('uses the spec text exactly', () => {
    expect(updateText('2.1.0')).toBe('A new version(2.1.0) of this app is available for download. Must update it from PlayStore !');
  });
});

describe('native update prompt', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    app.version = '1.0.0';
    app.exitApp.mockClear();
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
    assign.mockClear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      set href(v: string) {
        assign(v);
      },
    } as unknown as Location);
  });
  afterEach(() => {
    delete (globalThis as { Capacitor?: unknown }).Capacitor;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks to update when the server has another version; Cancel closes it when not forced', async () => {
    setAppConfig(config('1.4.0', 1, 0));
    renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent('A new version(1.4.0) of this app is available for download. Must update it from PlayStore !');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.exitApp).not.toHaveBeenCalled();
  });

  it('Cancel exits the app when the update is forced', async () => {
    setAppConfig(config('1.5.0', 1, 1));
    renderPrompt();
    await screen.findByRole('dialog', { name: 'Update Available' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(app.exitApp).toHaveBeenCalledTimes(1);
  });

  it('Update opens the Play Store page and exits', async () => {
    setAppConfig(config('1.6.0', 1, 0));
    renderPrompt();
    await screen.findByRole('dialog', { name: 'Update Available' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(assign).toHaveBeenCalledWith(PLAYSTORE);
    act(() => void vi.advanceTimersByTime(500));
    expect(app.exitApp).toHaveBeenCalledTimes(1);
  });

  it('opens the App Store on iOS', async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'ios' };
    setAppConfig(config('1.7.0', 1, 0));
    renderPrompt();
    await screen.findByRole('dialog', { name: 'Update Available' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(assign).toHaveBeenCalledWith(IOS);
  });

  it('compares the version the built app reports: the same on Android and iOS', async () => {
    // App.getInfo answers versionName on Android and CFBundleShortVersionString (MARKETING_VERSION) on iOS.
    const android = /versionName "([^"]+)"/.exec(androidGradle)?.[1];
    const ios = [...iosProject.matchAll(/MARKETING_VERSION = ([^;]+);/g)].map((m) => m[1]);
    expect(android).toMatch(/^\d+\.\d+\.\d+$/);
    expect(ios).toEqual([android, android]);
    app.version = android!;
    setAppConfig(config(android!, 1, 1));
    const view = renderPrompt();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    setAppConfig(config(`${android}.1`, 1, 1));
    renderPrompt();
    expect(await screen.findByRole('dialog', { name: 'Update Available' })).toHaveTextContent(`A new version(${android}.1)`);
  });

  it('stays away when the versions match or show_popup is off, and follows a live change', async () => {
    app.version = '1.8.0';
    setAppConfig(config('1.8.0', 1, 1));
    renderPrompt();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setAppConfig(config('1.9.0', 0, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setAppConfig(config('1.9.0', 1, 0)));
    expect(await screen.findByRole('dialog', { name: 'Update Available' })).toBeInTheDocument();
  });
});
