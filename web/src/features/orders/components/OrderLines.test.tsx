import type { TOrder } from '@larder/contract/checkout';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderBill } from './OrderBill';
import { OrderLines } from './OrderLines';
import { PaymentChip } from './StatusChip';

type Line = TOrder['items'][number];

const chicken = (weighedGrams: number | null, total: number, quantity = 1): Line => ({
  name: 'OI-1',
  product: 'ITEM-00001',
  product_name: 'Free Range Whole Chicken',
  route: 'free-range-whole-chicken',
  image: '',
  quantity,
  price: 7.98,
  total,
  attribute_description: '',
  attribute_ids: '',
  is_free_item: 0,
  note: '',
  substitution: 'best_match',
  substitute_product_name: null,
  pack_size: '1.6 kg',
  unit_price: { text: '£4.99/kg', per: 'kg', pence: 499 },
  weighed: {
    price_per_kg: 4.99,
    estimated_weight_g: 1600 * quantity,
    estimated_total: 7.98 * quantity,
    max_total: quantity === 1 ? 8.77 : 17.55,
    weighed_weight_g: weighedGrams,
  },
});

const order = (over: Partial<TOrder>): TOrder => ({
  name: 'ORD-00042',
  status: 'Placed',
  payment_status: 'Authorized',
  payment_method: 'test',
  payment_method_name: 'Card',
  shipping_method: 'SM-1',
  shipping_method_name: 'Delivery',
  order_date: '2026-11-26',
  created: '2026-11-26T10:00:00.000Z',
  delivery_date: null,
  delivery_slot: null,
  format_delivery_date: null,
  shipping_address: '12 Commercial Street, London E1 6AN',
  collect_from: null,
  zipcode: 'E1 6AN',
  customer_comments: '',
  coupon_code: '',
  order_subtotal: 7.98,
  discount: 0,
  shipping_charges: 3.49,
  basket_charge: 0,
  total_tax_amount: 0,
  total_amount: 11.47,
  paid_amount: 0,
  wallet_amount: 0,
  points_redeemed: 0,
  points_amount: 0,
  outstanding_amount: 11.47,
  refunded_amount: 0,
  expires_at: null,
  awaiting_payment: false,
  estimated: true,
  max_total: 12.26,
  item_count: 1,
  can_cancel: true,
  items: [chicken(null, 7.98)],
  status_history: [],
  points_earned: 0,
  ...over,
});

const renderLines = (items: Line[]) =>
  render(
    <MemoryRouter>
      <OrderLines items={items} />
    </MemoryRouter>,
  );

describe('OrderLines, weighed', () => {
  it('shows a line not weighed yet at its estimate, read out in words', () => {
    renderLines([chicken(null, 7.98)]);
    const line = screen.getByTestId('order-line');
    expect(within(line).getByText('about 1.6 kg · est. £7.98')).toHaveAttribute('aria-hidden', 'true');
    expect(within(line).getByText('about 1.6 kilograms, estimated £7.98')).toHaveClass('sr-only');
    expect(within(line).getByTestId('order-line-total')).toHaveTextContent(/^est\. £7\.98$/);
    expect(within(line).getByText('£4.99/kg')).toBeInTheDocument();
  });

  it('says the pieces and the weight of each for several', () => {
    renderLines([chicken(null, 15.96, 2)]);
    expect(screen.getByText('2 × about 1.6 kg · est. £15.96')).toBeInTheDocument();
  });

  it('shows a weighed line at its weight and its final amount', () => {
    renderLines([chicken(1720, 8.58)]);
    const line = screen.getByTestId('order-line');
    expect(within(line).getByText('Weighed 1.72 kg at £4.99/kg')).toBeInTheDocument();
    expect(within(line).getByText('Weighed 1.72 kilograms at £4.99 per kilogram')).toHaveClass('sr-only');
    expect(within(line).getByTestId('order-line-total')).toHaveTextContent(/^£8\.58$/);
    expect(within(line).queryByText(/est\./)).toBeNull();
    expect(within(line).queryByText(/Capped/)).toBeNull();
  });

  it('says so when the weight would have cost more than the cap', () => {
    // 1.9 kg at £4.99/kg is £9.48: charged the cap, £8.77.
    renderLines([chicken(1900, 8.77)]);
    expect(screen.getByText('Capped at £8.77, the most we charge for it')).toBeInTheDocument();
  });
});

describe('OrderBill and the payment chip, weighed', () => {
  it('labels the total as an estimate with the most the order may cost, and owes nothing while the card is authorised', () => {
    render(<OrderBill order={order({})} />);
    expect(screen.getByTestId('bill-total-label')).toHaveTextContent('Estimated total');
    expect(screen.getByTestId('bill-total')).toHaveTextContent('£11.47');
    expect(screen.getByTestId('order-max-total')).toHaveTextContent('You will never pay more than £12.26.');
    expect(screen.queryByTestId('bill-outstanding')).toBeNull();
  });

  it('shows the plain total once everything is weighed', () => {
    render(<OrderBill order={order({ estimated: false, max_total: null, payment_status: 'Paid', outstanding_amount: 0 })} />);
    expect(screen.getByTestId('bill-total-label')).toHaveTextContent(/^Total$/);
    expect(screen.queryByTestId('order-max-total')).toBeNull();
  });

  it('says an authorised card in words', () => {
    render(<PaymentChip status="Authorized" method="Card" />);
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Card authorised — charged after weighing');
  });
});
