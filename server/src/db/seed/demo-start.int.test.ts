import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/harness';
import { seedDemoIfNeeded, STORE_LOGO_FILE } from './demo-start';

let t: TestDb;
const mediaDir = path.join(os.tmpdir(), `larder-demo-start-test-${process.pid}`);
const logo = path.join(mediaDir, STORE_LOGO_FILE);

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('the demo shop at start-up', () => {
  it('seeds an empty store, then leaves the demo unloaded while the store has products and its logo', async () => {
    const full = vi.fn(() => import('./demo-shop'));
    const opts = { mediaDir, images: false };
    expect(await seedDemoIfNeeded(t.db, opts, full)).toBe(true);
    expect(await t.db.selectFrom('product').select('id').limit(1).executeTakeFirst()).toBeDefined();
    expect(full).toHaveBeenCalledTimes(1);

    // No artwork yet (images: false): the demo is asked again, and finds nothing to seed.
    expect(await seedDemoIfNeeded(t.db, opts, full)).toBe(false);
    expect(full).toHaveBeenCalledTimes(2);

    fs.mkdirSync(path.dirname(logo), { recursive: true });
    fs.writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await seedDemoIfNeeded(t.db, opts, full)).toBe(false);
    expect(full).toHaveBeenCalledTimes(2);
  });
});
