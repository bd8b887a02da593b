import type { TAdminProductRow } from '@larder/contract/admin-catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '../../../admin-api';
import { ProductsPage } from './ProductsPage';

vi.mock('../../../admin-api', () => ({ adminCall: vi.fn() }));
const calls = vi.mocked(adminCall);

const row = (i: number): TAdminProductRow => ({
  name: `ITEM-${i}`,
  item: `Lamb Chops ${i}`,
  route: `lamb-chops-${i}`,
  sku: '',
  price: 5 + i,
  old_price: null,
  inventory_method: 'Track Inventory',
  stock: 10,
  low_stock: false,
  options_sold_out: 0,
  options_low: 0,
  is_active: 1,
  brand_name: null,
  category_name: 'Meat',
  thumb: '',
  updated: '2026-11-20T10:00:00Z',
});

beforeEach(() => {
  calls.mockReset();
  calls.mockImplementation((name: string) =>
    Promise.resolve(
      (name === 'admin_product_list'
        ? { products: [row(1), row(2), row(3)], total: 60, low_stock_threshold: 5 }
        : name === 'admin_bulk_product_publish'
          ? { changed: 2, products: ['ITEM-1', 'ITEM-3'] }
          : []) as never,
    ),
  );
});

function renderPage(url = '/admin/catalogue') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <ProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const listPayloads = () => calls.mock.calls.filter(([n]) => n === 'admin_product_list').map(([, p]) => p);

describe('ProductsPage on the console table kit', () => {
  it('sends the contract’s paging and sort: a header sort, then the next page', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(listPayloads()[0]).toEqual({ page_no: 1, page_len: 25, sort: 'name' });
    fireEvent.click(within(table).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(listPayloads().at(-1)).toEqual({ page_no: 1, page_len: 25, sort: 'price' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listPayloads().at(-1)).toEqual({ page_no: 2, page_len: 25, sort: 'price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps filters from the address in the payload', async () => {
    renderPage('/admin/catalogue?q=lamb&active=0&low=1&page=3');
    await screen.findByRole('table', { name: 'Products' });
    expect(listPayloads()[0]).toEqual({ page_no: 3, page_len: 25, sort: 'name', search: 'lamb', active: 0, low_stock: 1 });
  });

  it('unpublishes the selected products in one bulk call', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lamb Chops 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lamb Chops 3' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('admin_bulk_product_publish', { products: ['ITEM-1', 'ITEM-3'], is_active: 0 }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('says so when nothing matches', async () => {
    const empty = { products: [], total: 0, low_stock_threshold: 5 };
    calls.mockImplementation((name: string) => Promise.resolve((name === 'admin_product_list' ? empty : []) as never));
    renderPage('/admin/catalogue?q=zebra');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  });
});
