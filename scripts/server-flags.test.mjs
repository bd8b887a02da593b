import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-flags.mjs';

describe('serverNodeFlags', () => {
  it('bounds the heap at 1 GB unless LARDER_MAX_HEAP_MB says otherwise', () => {
    expect(serverNodeFlags({})).toContain('--max-old-space-size=1024');
    expect(serverNodeFlags({ LARDER_MAX_HEAP_MB: '4096' })).toContain('--max-old-space-size=4096');
    expect(serverNodeFlags({ LARDER_MAX_HEAP_MB: '4096' }).filter((f) => f.startsWith('--max-old-space-size'))).toHaveLength(1);
  });

  it('turns off pretenuring (decision 061)', () => {
    expect(serverNodeFlags({})).toContain('--no-allocation-site-pretenuring');
  });

  it('refuses a value that is not a whole number of megabytes, or too small to run the shop', () => {
    for (const bad of ['', '1.5', 'lots', '100', '-1'])
      expect(() => serverNodeFlags({ LARDER_MAX_HEAP_MB: bad })).toThrow(/LARDER_MAX_HEAP_MB/);
  });
});
