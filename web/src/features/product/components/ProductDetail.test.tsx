import type { TProductDetails } from '@larder/contract/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetail } from './ProductDetail';

// The page's live checks never answer here: what it shows comes from the product's own data.
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  call: () => new Promise(() => {}),
}));

// Counts the renders of a section that does not follow the shopper's choice.
const related = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./RelatedProducts', () => ({
  RelatedProducts: () => {
    related.renders++;
    return null;
  },
}));

const option = (name: string, value: string, adjustment: number, grams: number, pre: 0 | 1 = 0) => ({
  name,
  option_value: value,
  price_adjustment: adjustment,
  weight_adjustment_grams: grams,
  is_pre_selected: pre,
  disable: 0 as const,
});

const thighs: TProductDetails = {
  name: 'ITEM-00002',
  item: 'Chicken Thighs, Bone In',
  route: 'chicken-thighs-bone-in',
  sku: 'CH-THI',
  food_information: null,
  product_image: '/media/products/chicken-thighs-bone-in-640.webp',
  product_thumb: '/media/products/chicken-thighs-bone-in-320.webp',
  price: 4.99,
  old_price: null,
  discount_percentage: 0,
  inventory_method: 'Track Inventory',
  stock: 30,
  in_stock: true,
  minimum_order_qty: 1,
  maximum_order_qty: 10,
  disable_add_to_cart_button: 0,
  has_variants: 0,
  short_description: 'Skin-on bone-in thighs.',
  full_description: '',
  unit: '500 g',
  unit_price: { text: '£9.98/kg', per: 'kg', pence: 998 },
  sold_by_weight: null,
  weight_grams: 500,
  vat_rate: 0,
  brand_name: null,
  brand: null,
  certifications: [],
  images: [
    {
      image: '/media/products/chicken-thighs-bone-in-640.webp',
      thumb: '/media/products/chicken-thighs-bone-in-320.webp',
      alt: 'Chicken Thighs',
      is_primary: 1,
    },
  ],
  product_attributes: [
    {
      name: 'ATTR-1',
      attribute: 'Weight',
      control_type: 'Radio Button List',
      is_required: 1,
      options: [option('OPT-500', '500 g', 0, 0, 1), option('OPT-1KG', '1 kg', 4.5, 500), option('OPT-2KG', '2 kg', 13.8, 1500)],
    },
  ],
  variant_combination: [],
  breadcrumbs: [],
  product_categories: [],
  related_products: [],
  rating: 0,
  review_count: 0,
  rating_summary: [],
  meta_title: '',
  meta_description: '',
};

const chicken: TProductDetails = {
  ...thighs,
  name: 'ITEM-00001',
  item: 'Free Range Whole Chicken',
  route: 'free-range-whole-chicken',
  price: 7.98,
  unit: '1.6 kg',
  unit_price: { text: '£4.99/kg', per: 'kg', pence: 499 },
  sold_by_weight: { price_per_kg: 4.99, typical_weight_g: 1600, label: 'about 1.6 kg · £4.99/kg' },
  weight_grams: 1600,
  product_attributes: [],
};

function renderPage(product: TProductDetails = thighs) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductDetail product={product} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProductDetail', () => {
  it('shows the pack size, picture badge, price and unit price of the pre-selected option', () => {
    renderPage();
    expect(screen.getByTestId('pack-size')).toHaveTextContent('500 g');
    expect(screen.getByTestId('image-badge')).toHaveTextContent('500 g');
    expect(screen.getByTestId('product-price')).toHaveTextContent('£4.99');
    expect(screen.getByText('£9.98/kg')).toBeInTheDocument();
  });

  it('follows the chosen option everywhere on the page', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(screen.getByTestId('pack-size')).toHaveTextContent('1 kg');
    expect(screen.getByTestId('image-badge')).toHaveTextContent('1 kg');
    expect(screen.getByTestId('product-price')).toHaveTextContent('£9.49');
    expect(screen.getByText('£9.49/kg')).toBeInTheDocument();
    expect(screen.getByText('£9.49 per kilogram')).toBeInTheDocument();
    // Nothing on the page still says the pre-selected pack, except its own option in the picker.
    const picker = screen.getByRole('radio', { name: /500 g/ }).closest('fieldset') ?? document.createElement('div');
    const mentions = screen.queryAllByText(/500 g/).filter((el) => !picker.contains(el));
    expect(mentions).toEqual([]);
    expect(screen.queryByText('£9.98/kg')).toBeNull();
  });

  it('shows a weighed product at an estimated price, with its label and the promise for the quantity chosen', () => {
    renderPage(chicken);
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^est\. £7\.98$/);
    expect(screen.getByText('Estimated price:')).toHaveClass('sr-only');
    expect(screen.getByTestId('weighed-label')).toHaveTextContent('about 1.6 kg · £4.99/kg');
    expect(screen.getByText('about 1.6 kilograms at £4.99 per kilogram')).toHaveClass('sr-only');
    // The label says the weight and the price per kg once: no pack size line, no separate unit price.
    expect(screen.queryByTestId('pack-size')).toBeNull();
    expect(screen.queryByTestId('purchase-unit-price')).toBeNull();
    // Plain words, not only the icon: the estimate plus 10 %, rounded down (£7.98 → £8.77).
    expect(screen.getByTestId('weight-promise')).toHaveTextContent('Priced by weight when we pick it. You never pay more than £8.77.');
    fireEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(screen.getByTestId('weight-promise')).toHaveTextContent(
      'Priced by weight when we pick them. You never pay more than £17.55 for 2.',
    );
  });

  it('says nothing of weighing for a product sold by the pack', () => {
    renderPage();
    expect(screen.queryByTestId('weight-promise')).toBeNull();
    expect(screen.queryByText(/est\./)).toBeNull();
  });

  it('re-renders what follows the choice, not the sections that stay the same (a query answer re-renders in one task)', () => {
    renderPage();
    const before = related.renders;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(screen.getByTestId('image-badge')).toHaveTextContent('1 kg');
    expect(related.renders).toBe(before);
  });
});
