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
