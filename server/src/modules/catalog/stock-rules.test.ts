import { describe, expect, it } from 'vitest';
import { checkStock, type StockSubject } from './stock-rules';

const p = (o: Partial<StockSubject> = {}): StockSubject => ({
  name: 'Lamb Chops',
  inventory_method: 'Track Inventory',
  stock: 5,
  min_order_qty: 1,
  max_order_qty: 10,
  disable_add_to_cart: 0,
  is_active: 1,
  ...o,
});

describe('checkStock', () => {
  it('allows what is in stock and within limits', () => {
    expect(checkStock(p(), 5)).toEqual({ ok: true });
  });
  it('refuses more than the stock (the resulting quantity counts)', () => {
    expect(checkStock(p(), 6)).toMatchObject({ ok: false, message: 'Sorry! Available quantity for Lamb Chops is 5' });
    expect(checkStock(p({ stock: 0 }), 1)).toMatchObject({ ok: false, message: 'Sorry! no stock available for Lamb Chops' });
  });
  it('never runs out when inventory is not tracked, but keeps the limits', () => {
    expect(checkStock(p({ inventory_method: 'Dont Track Inventory', stock: 0 }), 9)).toEqual({ ok: true });
    expect(checkStock(p({ inventory_method: 'Dont Track Inventory', stock: 0 }), 11)).toMatchObject({
      message: 'Maximum order quantity of Lamb Chops is 10',
    });
    expect(checkStock(p({ min_order_qty: 2 }), 1)).toMatchObject({ message: 'Minimum order quantity of Lamb Chops is 2' });
  });
  it('uses the combination stock for attribute-tracked products', () => {
    const v = p({ inventory_method: 'Track Inventory By Product Attributes', stock: 0 });
    expect(checkStock(v, 2, 3)).toEqual({ ok: true });
    expect(checkStock(v, 4, 3)).toMatchObject({ message: 'Sorry! Available quantity for Lamb Chops is 3' });
    expect(checkStock(v, 1, 0)).toMatchObject({ message: 'Sorry! No stock available for Lamb Chops' });
    expect(checkStock(v, 1, null)).toMatchObject({ message: 'Variant combination not found for the item Lamb Chops.' });
  });
  it('refuses inactive or blocked products', () => {
    expect(checkStock(p({ disable_add_to_cart: 1 }), 1).ok).toBe(false);
    expect(checkStock(p({ is_active: 0 }), 1).ok).toBe(false);
  });
});
