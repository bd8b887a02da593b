import { describe, expect, it } from 'vitest';
import { pushTargetPath, safeAppPath } from './push-route';

const ORIGIN = 'https://shop.example';

describe('pushTargetPath', () => {
  it('routes the spec types from additionalData', () => {
    expect(pushTargetPath({ additionalData: { type: 'Product', route: 'chicken-thighs-1kg' } })).toBe('/pr/chicken-thighs-1kg');
    expect(pushTargetPath({ additionalData: { type: 'Product Category', route: 'meat/chicken' } })).toBe('/cl/meat/chicken');
    expect(pushTargetPath({ additionalData: { type: 'Order', order_id: 'ORD-00012' } })).toBe('/order-detail/ORD-00012');
  });

  it('prefers additionalData over the url', () => {
    expect(pushTargetPath({ url: '/pr/old', additionalData: { type: 'Product', route: 'new' } })).toBe('/pr/new');
  });

  it('reads the server payload as sent (title, body, icon, additionalData, url)', () => {
    const payload = {
      title: 'Back in stock',
      body: 'Lamb chops are back',
      icon: '/icons/icon-192.png',
      additionalData: { type: 'Product', route: 'lamb-chops' },
      url: '/pr/lamb-chops',
    };
    expect(pushTargetPath(payload, ORIGIN)).toBe('/pr/lamb-chops');
  });

  it('reads native data where additionalData is a JSON string, or the fields are flat', () => {
    expect(pushTargetPath({ additionalData: JSON.stringify({ type: 'Product Category', route: 'fish' }) })).toBe('/cl/fish');
    expect(pushTargetPath({ type: 'Order', order_id: 42 })).toBe('/order-detail/42');
    expect(pushTargetPath(JSON.stringify({ additionalData: { type: 'Product', route: 'x' } }))).toBe('/pr/x');
  });

  it('encodes each segment but keeps the nesting', () => {
    expect(pushTargetPath({ additionalData: { type: 'Product', route: 'a b/c?d' } })).toBe('/pr/a%20b/c%3Fd');
    expect(pushTargetPath({ additionalData: { type: 'Order', order_id: 'A/1' } })).toBe('/order-detail/A%2F1');
  });

  it('falls back to the url, only inside the app', () => {
    expect(pushTargetPath({ url: '/my-orders' })).toBe('/my-orders');
    expect(pushTargetPath({ url: `${ORIGIN}/pr/x?y=1` }, ORIGIN)).toBe('/pr/x?y=1');
    expect(pushTargetPath({ url: 'https://evil.example/pr/x' }, ORIGIN)).toBeNull();
    expect(pushTargetPath({ url: '//evil.example/x' })).toBeNull();
    expect(pushTargetPath({ url: 'javascript:alert(1)' }, ORIGIN)).toBeNull();
  });

  it('ignores unknown or incomplete data', () => {
    expect(pushTargetPath(null)).toBeNull();
    expect(pushTargetPath({ additionalData: { type: 'Product' } })).toBeNull();
    expect(pushTargetPath({ additionalData: { type: 'Coupon', route: 'x' } })).toBeNull();
    expect(pushTargetPath({ additionalData: { type: 'Product', route: '  ' } })).toBeNull();
  });

  it('safeAppPath refuses backslash tricks', () => {
    expect(safeAppPath('/\\evil.example')).toBeNull();
  });
});
