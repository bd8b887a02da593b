import { describe, expect, it } from 'vitest';
import { routes } from './router';

describe('the route table', () => {
  it('gives every top-level route that loads on demand something to show meanwhile (no HydrateFallback warning)', () => {
    const lazyWithout = routes.filter((r) => r.lazy && !r.hydrateFallbackElement).map((r) => r.path ?? '(root)');
    const rootsWithout = routes.filter((r) => r.children && !r.hydrateFallbackElement).map((r) => r.path ?? '(root)');
    expect([...lazyWithout, ...rootsWithout]).toEqual([]);
  });
});
