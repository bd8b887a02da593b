import { describe, expect, it } from 'vitest';
import { slugify } from '../../../lib/ids';
import { pictureKey, productSvg } from '../images';
import { demoBrands, demoCategories, demoProducts, flattenCategories, leafCategoryRoutes, unitGrams } from './catalogue-data';

describe('demo catalogue data', () => {
  const cats = flattenCategories();

  it('has a UK butcher & grocer sized tree', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    expect(cats.some((c) => c.level === 3)).toBe(true);
    expect(leafCategoryRoutes).toContain('meat/chicken/boneless');
    expect(leafCategoryRoutes).toContain('meat/mutton-and-goat');
    for (const top of demoCategories) {
      expect(['Grid View', 'List View']).toContain(top.default_view);
      expect(top.description).toMatch(/\.$/);
    }
    expect(new Set(cats.map((c) => c.route)).size).toBe(cats.length);
  });

  it('has 12–18 described brands, all used', () => {
    expect(demoBrands.length).toBeGreaterThanOrEqual(12);
    expect(demoBrands.length).toBeLessThanOrEqual(18);
    for (const b of demoBrands) {
      expect(b.description.length).toBeGreaterThan(10);
      expect(
        demoProducts.some((p) => p.brand === b.name),
        b.name,
      ).toBe(true);
    }
  });

  it('maps every product to a leaf category and a known brand, with unique names and slug routes', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(320);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.route)).size).toBe(demoProducts.length);
    const brands = new Set(demoBrands.map((b) => b.name));
    for (const p of demoProducts) {
      expect(leafCategoryRoutes, p.name).toContain(p.category);
      expect(p.route).toBe(slugify(p.name));
      if (p.brand) expect(brands.has(p.brand), p.name).toBe(true);
    }
  });

  it('has plausible prices, weights and text', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.price) && p.price > 0, p.name).toBe(true);
      if (p.old_price != null) expect(p.old_price, p.name).toBeGreaterThan(p.price);
      expect(p.weight_grams, p.name).toBeGreaterThan(0);
      expect(p.unit, p.name).not.toBe('');
      expect(p.short_description, p.name).toMatch(/^[A-Z].*\.$/);
      expect(p.full_description.split(/\.\s/).length, p.name).toBeGreaterThanOrEqual(2);
      expect(p.popularity, p.name).toBeGreaterThanOrEqual(0);
      expect(p.popularity, p.name).toBeLessThanOrEqual(1000);
      expect(p.tags?.length, p.name).toBeGreaterThan(0);
    }
    const offers = demoProducts.filter((p) => p.old_price != null).length / demoProducts.length;
    expect(offers).toBeGreaterThan(0.1);
    expect(offers).toBeLessThan(0.2);
    expect(demoProducts.find((p) => p.name === 'Chicken Thigh Fillets, Skinless')).toMatchObject({
      price: 699,
      unit: '1 kg',
      weight_grams: 1000,
    });
    expect(unitGrams('6 x 330 ml')).toBe(1980);
    expect(unitGrams('1.5 kg')).toBe(1500);
    expect(unitGrams('bunch')).toBeNull();
  });

  it('applies UK VAT: drinks and confectionery standard rated, plain food zero rated', () => {
    const tax = (name: string) => demoProducts.find((p) => p.name === name)?.tax_class_id;
    expect(tax('Mango Juice')).toBe('standard');
    expect(tax('Cola, 6 x 330 ml')).toBe('standard');
    expect(tax('Milk Chocolate Digestives')).toBe('standard');
    expect(tax('Digestive Biscuits')).toBe('zero');
    expect(tax('Whole Almonds')).toBe('zero');
    expect(tax('Whole Milk, 2 Pints')).toBe('zero');
    expect(tax('Garam Masala')).toBe('zero');
  });

  it('mixes inventory methods as the demo needs', () => {
    const count = (f: (p: (typeof demoProducts)[number]) => boolean) => demoProducts.filter(f).length;
    expect(count((p) => p.inventory_method === 'Track Inventory' && p.stock === 0)).toBeGreaterThanOrEqual(6);
    expect(count((p) => p.inventory_method === 'Dont Track Inventory')).toBeGreaterThanOrEqual(20);
    const byAttr = demoProducts.filter((p) => p.inventory_method === 'Track Inventory By Product Attributes');
    expect(byAttr.length).toBeGreaterThanOrEqual(25);
    for (const p of byAttr) {
      expect(p.attributes?.length, p.name).toBeGreaterThan(0);
      for (const a of p.attributes ?? []) {
        expect(['Cut', 'Weight']).toContain(a.name);
        expect(a.options[0]?.pre_selected, p.name).toBe(true);
      }
    }
    expect(byAttr.filter((p) => Object.values(p.variant_stock ?? {}).includes(0)).length).toBeGreaterThanOrEqual(8);
    for (const p of demoProducts) {
      if (p.inventory_method === 'Track Inventory') {
        expect(p.stock === 0 || (p.stock! >= 5 && p.stock! <= 120), p.name).toBe(true);
      }
    }
    expect(demoProducts.some((p) => p.min_order_qty === 2)).toBe(true);
    expect(demoProducts.some((p) => p.max_order_qty === 10)).toBe(true);
  });

  it('certifies most meat halal and some products free-range or organic', () => {
    const meat = demoProducts.filter((p) => p.category.startsWith('meat/'));
    expect(meat.filter((p) => p.certifications?.includes('halal')).length / meat.length).toBeGreaterThan(0.9);
    expect(demoProducts.some((p) => p.certifications?.includes('free-range'))).toBe(true);
    expect(demoProducts.some((p) => p.certifications?.includes('organic'))).toBe(true);
  });

  it('gives every product its own picture: no two share a motif served the same way', () => {
    const seen = new Map<string, string>();
    for (const p of demoProducts) {
      const key = pictureKey(p.art);
      expect(seen.get(key), `${p.name} is drawn like ${seen.get(key)} (${key})`).toBeUndefined();
      seen.set(key, p.name);
    }
    // The pictures themselves differ even with the title and colour jitter left out.
    const drawings = demoProducts.map((p) => productSvg({ name: 'x', art: { ...p.art, hue: 0, label: '' }, theme: 'meat' }));
    expect(new Set(drawings).size).toBe(demoProducts.length);
  });
});
