import fs from 'node:fs';
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
