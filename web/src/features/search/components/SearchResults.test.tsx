import type { TCategoryFilters } from '@larder/contract/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listProduct } from '../../../lib/test-fixtures';
import { SearchResults } from './SearchResults';

const product = (i: number) => listProduct({ name: `ITEM-${i}`, item: `Chicken Item ${i}`, route: `chicken-item-${i}`, price: 3 + i });

const facets: TCategoryFilters = {
  meta_info: { meta_title: '', meta_keywords: '', meta_description: '' },
  price_range: { min: 3, max: 40 },
  brand_list: [{ name: 'B1', brand_name: 'Hilltop Farm', route: 'hilltop-farm', count: 5 }],
  attribute_list: [],
  certification_list: [{ value: 'halal', label: 'Halal', count: 12 }],
  category_list: [],
};

const calls: { name: string; payload: Record<string, unknown> }[] = [];
// The listing and its facets answer; every other call (cart, wishlist) never does.
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  call: (name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    if (name === 'get_search_listing')
      return Promise.resolve({
        products: Array.from({ length: 15 }, (_, i) => product(i)),
        total_count: 58,
        page_no: 1,
        page_len: 15,
        has_more: true,
        search_text: 'chicken',
      });
    if (name === 'get_search_page_filters') return Promise.resolve(facets);
    return new Promise(() => {});
  },
}));

beforeAll(() => {
  // Desktop width: the filter panel sits beside the results.
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
  // jsdom has no IntersectionObserver (infinite scroll): one that never reports.
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search/:keyword" element={<SearchResults keyword="chicken" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SearchResults', () => {
  it('sends the URL sort and filters, counts everything found and offers the category filters', async () => {
    renderAt('/search/chicken?sort=price_asc&free=milk&cert=halal');
    expect(await screen.findByText('58 products found for "chicken"')).toBeInTheDocument();
    expect(screen.getByText('Showing 15 of 58 products')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'get_search_listing')?.payload).toMatchObject({
      searchTxt: 'chicken',
      sort_by: 'price_asc',
      page_no: 1,
      page_len: 15,
      filters: { free_from: ['milk'], certifications: ['halal'] },
    });
    // The facet counts are counted under the same filters.
    expect(calls.find((c) => c.name === 'get_search_page_filters')?.payload).toEqual({
      searchTxt: 'chicken',
      filters: { free_from: ['milk'], certifications: ['halal'] },
    });
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
    expect(screen.getByRole('button', { name: 'Remove filter: Free from milk' })).toBeInTheDocument();
    const freeFrom = await screen.findByRole('group', { name: 'Free from' });
    expect(within(freeFrom).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: /Hilltop Farm/ })).not.toBeChecked();
  });

  it('asks again with the new sort when the shopper changes it', async () => {
    calls.length = 0;
    renderAt('/search/chicken');
    await screen.findByText('58 products found for "chicken"');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    await vi.waitFor(() => expect(calls.some((c) => c.name === 'get_search_listing' && c.payload.sort_by === 'price_desc')).toBe(true));
  });
});
