import { describe, expect, it } from 'vitest';
import { depositProblem } from './deposit';

describe('wallet deposit amount', () => {
  it('mirrors the server messages', () => {
    expect(depositProblem('')).toBe('Enter amount');
    expect(depositProblem('abc')).toBe('Amount must be a number');
    expect(depositProblem('-5')).toBe('Amount must be a number');
    expect(depositProblem('10.555')).toBe('Amount can have at most two decimals');
    expect(depositProblem('4.99')).toBe('Enter an amount between £5.00 and £500.00');
    expect(depositProblem('500.01')).toBe('Enter an amount between £5.00 and £500.00');
  });
  it('accepts pounds with up to two decimals within the bounds', () => {
    for (const ok of ['5', '25.98', '500', '99.9', '10.']) expect(depositProblem(ok)).toBeNull();
  });
  it("follows the shop's own bounds from its settings", () => {
    const bounds = { min: 20, max: 250 };
    expect(depositProblem('10', bounds)).toBe('Enter an amount between £20.00 and £250.00');
    expect(depositProblem('300', bounds)).toBe('Enter an amount between £20.00 and £250.00');
    expect(depositProblem('250', bounds)).toBeNull();
  });
});
