import type { TCartLine } from '@larder/contract/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CartAlerts } from '../../../shared/cart/use-cart-alert';
import type { useLineActions } from '../../../shared/cart/use-line-actions';
import { WeighedCartNote } from '../../../shared/cart/WeighedNote';
import { cartLine, WEIGHED_CHICKEN } from '../../../lib/test-fixtures';
import { CartLineItem } from './CartLineItem';

vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  call: () => new Promise(() => {}),
}));

/** Two whole chickens, sold by weight. */
const line = (over: Partial<TCartLine> = {}) =>
  cartLine({
    ...WEIGHED_CHICKEN,
    product_name: 'Free Range Whole Chicken',
    pack_size: '1.6 kg',
    price: 7.98,
    total: 15.96,
    quantity: 2,
    ...over,
  });

const actions = { isBusy: () => false, decrease: vi.fn(), increase: vi.fn(), remove: vi.fn() } as unknown as ReturnType<
  typeof useLineActions
>;
const alerts = { inform: vi.fn(), confirm: vi.fn(), element: null } as unknown as CartAlerts;

function renderLine(l: TCartLine, noStock = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <CartLineItem line={l} actions={actions} alerts={alerts} noStock={noStock} eager={false} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('cart-line');
}

describe('CartLineItem, weighed', () => {
  it('shows the estimate and the label once, read out in words', () => {
    const li = renderLine(line());
    expect(within(li).getByTestId('line-total')).toHaveTextContent(/^est\. £15\.96$/);
    expect(within(li).getByText('Estimated')).toHaveClass('sr-only');
    expect(within(li).getByTestId('weighed-label')).toHaveTextContent('about 1.6 kg · £4.99/kg');
    expect(within(li).getByText('about 1.6 kilograms at £4.99 per kilogram')).toHaveClass('sr-only');
    expect(within(li).queryByTestId('unit-price')).toBeNull();
    expect(within(li).queryByText('1.6 kg')).toBeNull();
  });

  it('shows a line sold by the pack as before', () => {
    const li = renderLine(line({ sold_by_weight: null, product_name: 'Lamb Chops', unit: '500 g', total: 10, price: 5 }));
    expect(within(li).getByTestId('line-total')).toHaveTextContent(/^£10\.00$/);
    expect(within(li).getByText('500 g')).toBeInTheDocument();
    expect(within(li).queryByText(/est\./)).toBeNull();
  });
});

describe('CartLineItem, no stock', () => {
  it("labels a line that cannot be bought and offers no 'If unavailable' choice for it", () => {
    const li = renderLine(line({ in_stock: false, sold_by_weight: null }), true);
    expect(within(li).getByText('No stock available.!')).toBeInTheDocument();
    expect(within(li).queryByText(/If unavailable/)).toBeNull();
  });

  it("offers the 'If unavailable' choice on a line in stock", () => {
    const li = renderLine(line({ sold_by_weight: null }));
    expect(within(li).getByText(/If unavailable/)).toBeInTheDocument();
  });
});

function renderNote(lines: TCartLine[], settings?: { weight_margin_percent: number }) {
  const client = new QueryClient();
  if (settings) client.setQueryData(['get_all_website_settings'], settings);
  return render(
    <QueryClientProvider client={client}>
      <WeighedCartNote lines={lines} />
    </QueryClientProvider>,
  );
}

describe('WeighedCartNote', () => {
  it('says how weighed items are charged when the cart has some', () => {
    renderNote([line()]);
    expect(screen.getByTestId('weighed-note')).toHaveTextContent(
      'Weighed items are charged by their weight when we pick them, never more than the estimate plus 10 %.',
    );
  });

  it("says the store's own margin once the website settings are loaded", () => {
    renderNote([line()], { weight_margin_percent: 7.5 });
    expect(screen.getByTestId('weighed-note')).toHaveTextContent('never more than the estimate plus 7.5 %.');
  });

  it('says nothing without weighed items (a free one is never charged)', () => {
    renderNote([line({ sold_by_weight: null }), line({ is_free_item: 1 })]);
    expect(screen.queryByTestId('weighed-note')).toBeNull();
  });
});
