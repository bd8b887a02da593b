import { describe, expect, it } from 'vitest';
import { activeFilterCount, readFilters, toPayload } from './order-filters';

describe('orders list filters in the URL', () => {
  it('turns the query string into the call payload', () => {
    const f = readFilters(
      new URLSearchParams(
        'q=khan&status=Packed&payment=Paid&method=SM-001&postcode=E1&from=2026-11-01&to=2026-11-30&delivery=2026-11-24&slot=ST-1&page=3',
      ),
    );
    expect(toPayload(f)).toEqual({
      page_no: 3,
      page_len: 25,
      search: 'khan',
      status: 'Packed',
      payment_status: 'Paid',
      shipping_method: 'SM-001',
      postcode: 'E1',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      delivery_date: '2026-11-24',
      slot: 'ST-1',
    });
    expect(activeFilterCount(f)).toBe(7);
  });

  it('takes the dashboard queues (to confirm, awaiting payment), not counted as hidden filters', () => {
    const f = readFilters(new URLSearchParams('queue=awaiting_payment'));
    expect(toPayload(f)).toEqual({ page_no: 1, page_len: 25, queue: 'awaiting_payment' });
    expect(activeFilterCount(f)).toBe(0);
    expect(toPayload(readFilters(new URLSearchParams('queue=to_confirm')))).toMatchObject({ queue: 'to_confirm' });
  });

  it('drops what a hand-edited URL gets wrong instead of failing the call', () => {
    const f = readFilters(new URLSearchParams('status=Lost&queue=later&payment=Maybe&from=yesterday&slot=ST-1&page=-2'));
    expect(toPayload(f)).toEqual({ page_no: 1, page_len: 25 });
  });
});
