import { expect, it } from 'vitest';

it('makes zod jitless before zod loads, so it never probes for eval', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod');
  expect(config().jitless).toBe(true);
});
