import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getGuestId, getSession, sessionToken, setGuestId, setSession } from './session';

beforeEach(() => localStorage.clear());

describe('session', () => {
  it('keeps the key pair, gives the token, and forgets the guest reference at sign-in', () => {
    setGuestId('GC-abc');
    expect(getGuestId()).toBe('GC-abc');
    setSession({ api_key: 'k', api_secret: 's', customer_id: 'CUST-00001', customer_name: 'Aisha Khan' });
    expect(sessionToken()).toBe('k:s');
    expect(getGuestId()).toBeNull();
    expect(localStorage.getItem('larder.guest')).toBeNull();
    expect(localStorage.getItem('larder.session')).not.toMatch(/password|pwd/);
  });

  it('ignores a malformed stored session', () => {
    localStorage.setItem('larder.session', '{"api_key":"k"}');
    expect(getSession()).toBeNull();
    localStorage.setItem('larder.session', 'not json');
    expect(getSession()).toBeNull();
  });

  it('clears', () => {
    setSession({ api_key: 'k', api_secret: 's', customer_id: 'CUST-00001', customer_name: 'A' });
    clearSession();
    expect(sessionToken()).toBeNull();
  });
});
