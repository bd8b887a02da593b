import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listProduct, WEIGHED_CHICKEN } from '../lib/test-fixtures';
import { ProductCard } from './product-card';

/** On offer, out of stock, halal. */
const product = listProduct({ old_price: 9.99, discount_percentage: 10, stock: 0, in_stock: false, certifications: ['halal'] });

describe('ProductCard', () => {
  it('shows name, pack size, prices, the offer and stock state, and links to the product', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Lamb Loin Chops' })).toHaveAttribute('href', '/pr/lamb-loin-chops');
    expect(screen.getByText('£8.99')).toBeInTheDocument();
    expect(screen.getByText('£9.99')).toHaveClass('line-through');
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('500 g')).toBeInTheDocument();
  });

  it('shows the unit price, read out in words', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByText('£17.98/kg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('£17.98 per kilogram')).toHaveClass('sr-only');
  });

  it('shows no unit price when the pack size is unknown', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, unit: 'a tray', unit_price: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('unit-price')).toBeNull();
  });

  it('shows a weighed product at an estimated price with its weight and price per kg, said once and read out in words', () => {
    render(
      <MemoryRouter>
        <ProductCard
          product={{
            ...product,
            ...WEIGHED_CHICKEN,
            item: 'Free Range Whole Chicken',
            route: 'free-range-whole-chicken',
            price: 7.98,
            old_price: null,
            discount_percentage: 0,
            in_stock: true,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('card-price')).toHaveTextContent(/^est\. £7\.98$/);
    expect(screen.getByText('Estimated price')).toHaveClass('sr-only');
    expect(screen.getByText('about 1.6 kg · £4.99/kg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('about 1.6 kilograms at £4.99 per kilogram')).toHaveClass('sr-only');
    // The label says the weight and the price per kg: neither the pack size nor the unit price repeats them.
    expect(screen.queryByText('1.6 kg')).toBeNull();
    expect(screen.queryByTestId('unit-price')).toBeNull();
    expect(screen.queryAllByText(/£4\.99\/kg/)).toHaveLength(1);
  });

  it('shows a product sold by the pack without "est."', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/est\./)).toBeNull();
    expect(screen.queryByTestId('weighed-label')).toBeNull();
  });
});
