import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CONFIG = {
  app_version: { version: '1.0.0', show_popup: 0, force: 0 },
  logrocket: { enabled: 0, id: '' },
  footer: 1,
  category_list: ['meat', 'fish-and-seafood'],
  one_signal: { is_key: 1, key: 'BKEY' },
};

class FakeEventSource {
  static all: FakeEventSource[] = [];
  closed = false;
  private handlers = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  emit(type: string, data: string) {
    for (const fn of this.handlers.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./app-config');
}

describe('live app config', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(CONFIG), { status: 200 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the config once, then follows the stream', async () => {
    const m = await freshModule();
    const stop = m.startAppConfig('');
    expect(fetch).toHaveBeenCalledWith('/api/app-config', expect.anything());
    expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/app-config/stream']);
    const { result } = renderHook(() => m.useAppConfig());
    await vi.waitFor(() => expect(result.current?.category_list).toEqual(['meat', 'fish-and-seafood']));

    act(() => FakeEventSource.all[0]!.emit('config', JSON.stringify({ ...CONFIG, footer: 0, category_list: ['dairy-and-eggs'] })));
    expect(result.current?.footer).toBe(0);
    expect(result.current?.category_list).toEqual(['dairy-and-eggs']);
    // Remembered for a start without network.
    expect(JSON.parse(localStorage.getItem('larder.app-config')!).footer).toBe(0);
    // Starting again does not open a second stream.
    expect(m.startAppConfig('')).toBe(stop);
    expect(FakeEventSource.all).toHaveLength(1);
    stop();
    expect(FakeEventSource.all[0]!.closed).toBe(true);
  });

  it('starts from the remembered config', async () => {
    localStorage.setItem('larder.app-config', JSON.stringify({ ...CONFIG, footer: 0 }));
    const m = await freshModule();
    expect(m.getAppConfig()?.footer).toBe(0);
  });

  it('ignores malformed data and only logs load errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 503 }))),
    );
    const m = await freshModule();
    const stop = m.startAppConfig('');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('App config could not be loaded', expect.any(Error)));
    FakeEventSource.all[0]!.emit('config', '{not json');
    FakeEventSource.all[0]!.emit('config', JSON.stringify({ footer: 'yes' }));
    expect(m.getAppConfig()).toBeNull();
    FakeEventSource.all[0]!.emit('config', JSON.stringify(CONFIG));
    expect(m.getAppConfig()?.footer).toBe(1);
    stop();
    warn.mockRestore();
  });

  it('does not notify when the same config arrives again', async () => {
    const m = await freshModule();
    const stop = m.startAppConfig('');
    const seen = vi.fn();
    m.subscribeAppConfig(seen);
    FakeEventSource.all[0]!.emit('config', JSON.stringify(CONFIG));
    FakeEventSource.all[0]!.emit('config', JSON.stringify(CONFIG));
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    stop();
  });

  it('closes the stream while hidden for long and reopens it when shown', async () => {
    vi.useFakeTimers();
    const m = await freshModule();
    const stop = m.startAppConfig('');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5 * 60_000 + 1);
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[1]!.closed).toBe(false);
    stop();
    visibility.mockRestore();
  });
});
