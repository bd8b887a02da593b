import { describe, expect, it } from 'vitest';
import { backAction } from './back-button';

describe('native back button', () => {
  it('exits from home', () => {
    for (const p of ['/', '/home', '/tabs/home']) expect(backAction(p, true, false)).toBe('exit');
  });
  it('goes to the home tab from the category, wishlist and profile tabs', () => {
    for (const p of ['/tabs/category', '/category', '/wishlist', '/tabs/wishlist', '/my-profile', '/tabs/my-profile']) {
      expect(backAction(p, true, false)).toBe('home');
    }
  });
  it('goes back elsewhere, or to the root without history', () => {
    expect(backAction('/pr/lamb-chops', true, false)).toBe('back');
    expect(backAction('/pr/lamb-chops', false, false)).toBe('root');
  });
  it('closes an open dialog first', () => {
    expect(backAction('/', true, true)).toBe('close-dialog');
  });
});
