import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('lamb-chops-42');
    const b = await hashPassword('lamb-chops-42');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toContain('lamb-chops-42');
    expect(await verifyPassword('lamb-chops-42', a)).toBe(true);
    expect(await verifyPassword('lamb-chops-43', a)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });

  it('enforces the policy', () => {
    expect(passwordProblem('short1')).toMatch(/at least 8/);
    expect(passwordProblem('onlyletters')).toMatch(/letter and one number/);
    expect(passwordProblem('12345678')).toMatch(/letter and one number/);
    expect(passwordProblem('good-pass-1')).toBeNull();
  });
});
