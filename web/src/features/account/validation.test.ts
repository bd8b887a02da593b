import { describe, expect, it } from 'vitest';
import { collect, emailProblem, loginIdProblem, nameProblem, otpProblem, passwordProblem, phoneProblem } from './validation';

describe('account form rules', () => {
  it('passwords need 8 characters with a letter and a number', () => {
    expect(passwordProblem('')).toBe('Please enter a password');
    expect(passwordProblem('abc123')).toMatch(/at least 8/);
    expect(passwordProblem('abcdefgh')).toMatch(/letter and one number/);
    expect(passwordProblem('12345678')).toMatch(/letter and one number/);
    expect(passwordProblem('secret123')).toBeNull();
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toMatch(/at most 128/);
  });

  it('phones have 10 to 15 digits with +, spaces, dashes and brackets', () => {
    expect(phoneProblem('07700 900123')).toBeNull();
    expect(phoneProblem('+44 (7700) 900-123')).toBeNull();
    expect(phoneProblem('12345')).toMatch(/10 to 15/);
    expect(phoneProblem('0770090012x')).toMatch(/10 to 15/);
    expect(phoneProblem('')).toMatch(/Please enter/);
  });

  it('e-mails, names, codes and the sign-in id', () => {
    expect(emailProblem(' amy@example.com ')).toBeNull();
    expect(emailProblem('amy@example')).toMatch(/valid/);
    expect(nameProblem('', 'last name', false)).toBeNull();
    expect(nameProblem('', 'first name')).toBe('Please enter your first name');
    expect(nameProblem('x'.repeat(61), 'first name')).toMatch(/60/);
    expect(otpProblem('12345')).toBe('The code has 6 digits');
    expect(otpProblem('012345')).toBeNull();
    expect(loginIdProblem('amy@example.com')).toBeNull();
    expect(loginIdProblem('07700900123')).toBeNull();
    expect(loginIdProblem('amy')).toMatch(/e-mail address or phone/);
  });

  it('collect keeps only the problems', () => {
    expect(collect({ a: null, b: 'bad' })).toEqual({ b: 'bad' });
  });
});
