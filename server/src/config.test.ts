import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toMatchObject({ kind: 'sqlite' });
    expect(c.databaseUrl).toBe('sqlite:data/larder.sqlite');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('reads PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/shop',
    });
  });

  it('lists every problem in bad configuration', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL: must be sqlite:<path>/);
      expect(problems).toMatch(/LOG_LEVEL/);
      expect(problems).toMatch(/PUBLIC_URL/);
    }
  });
});

describe('native push providers', () => {
  const account = (body: object) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-config-'));
    const file = path.join(dir, 'sa.json');
    fs.writeFileSync(file, JSON.stringify(body));
    return file;
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('are off unless configured', () => {
    expect(loadConfig({})).toMatchObject({ fcm: null, oneSignal: null });
  });

  it('FCM needs a readable service account key, its project from the key unless named', () => {
    const file = account({ project_id: 'shop-1', client_email: 'a@shop-1.iam.gserviceaccount.com', private_key: 'k' });
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_FILE: file }).fcm).toEqual({
      serviceAccountFile: file,
      projectId: 'shop-1',
      apiUrl: undefined,
    });
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_FILE: file, FCM_PROJECT_ID: 'other' }).fcm?.projectId).toBe('other');
    expect(problemsOf({ FCM_SERVICE_ACCOUNT_FILE: '/no/such/file.json' })).toEqual([
      expect.stringMatching(/^FCM_SERVICE_ACCOUNT_FILE: .* cannot be read/),
    ]);
    expect(problemsOf({ FCM_SERVICE_ACCOUNT_FILE: account({ project_id: 'x' }) })).toEqual([
      expect.stringMatching(/^FCM_SERVICE_ACCOUNT_FILE: not a service account key/),
    ]);
    expect(problemsOf({ FCM_SERVICE_ACCOUNT_FILE: account({ client_email: 'a@b', private_key: 'k' }) })).toEqual([
      expect.stringMatching(/^FCM_PROJECT_ID: is required/),
    ]);
    expect(problemsOf({ FCM_API_URL: 'http://127.0.0.1:9' })).toEqual([expect.stringMatching(/^FCM_SERVICE_ACCOUNT_FILE: is required/)]);
  });

  it('OneSignal needs its App ID and REST API key together', () => {
    const appId = '5eb5a37e-b458-11e3-ac11-000c2940e62c';
    expect(loadConfig({ ONESIGNAL_APP_ID: appId, ONESIGNAL_API_KEY: 'key' }).oneSignal).toEqual({
      appId,
      apiKey: 'key',
      apiUrl: 'https://api.onesignal.com',
    });
    expect(problemsOf({ ONESIGNAL_APP_ID: appId })).toEqual([expect.stringMatching(/^ONESIGNAL_APP_ID, ONESIGNAL_API_KEY: set both/)]);
    expect(problemsOf({ ONESIGNAL_APP_ID: 'my-app', ONESIGNAL_API_KEY: 'key' })).toEqual([
      expect.stringMatching(/^ONESIGNAL_APP_ID: must be/),
    ]);
  });
});

describe('the README', () => {
  it('documents every environment variable the server reads', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const read = new Set<string>();
    for (const file of fs.readdirSync(path.join(root, 'server/src'), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      const text = fs.readFileSync(path.join(root, 'server/src', file), 'utf8');
      for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(m[1]!);
    }
    const schema = fs.readFileSync(path.join(root, 'server/src/config.ts'), 'utf8');
    for (const m of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\./gm)) read.add(m[1]!);
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
