/**
 * The product editor's form state: text fields as typed (the server checks and converts them),
 * attributes with their options, and the stock grid keyed by the combination's option values so
 * edits survive adding or renaming other options.
 */
import type { TAdminProduct, TInventoryMethod } from '@larder/contract/admin-catalog';
import { estimateFor } from '@larder/contract/weighed';
import type { SaveProductPayload } from '../api/admin-save-product';
import { emptyFoodForm, type FoodForm, foodFromProduct, foodToPayload } from './food-form';

export interface OptionForm {
  key: string;
  name?: string;
  value: string;
  price_adjustment: string;
  weight_adjustment_grams: string;
  is_pre_selected: boolean;
  disabled: boolean;
}

export interface AttributeForm {
  key: string;
  name?: string;
  attribute: string;
  control_type: 'Radio Button List' | 'Dropdown List';
  is_required: boolean;
  options: OptionForm[];
}

export interface ComboForm {
  stock: string;
  sku: string;
  disabled: boolean;
}

export interface ProductForm {
  item: string;
  route: string;
  sku: string;
  unit: string;
  short_description: string;
  full_description: string;
  tags: string;
  certifications: string;
  price: string;
  old_price: string;
  /** Sold by weight: priced per kg, bought by the piece at a typical weight (the price is then the estimate). */
  by_weight: boolean;
  price_per_kg: string;
  typical_weight_g: string;
  vat_class: string;
  brand: string;
  /** Category ids, the main one first. */
  categories: string[];
  inventory_method: TInventoryMethod;
  stock: string;
  min_order_qty: string;
  max_order_qty: string;
  weight_grams: string;
  is_active: boolean;
  disable_add_to_cart: boolean;
  meta_title: string;
  meta_description: string;
  attributes: AttributeForm[];
  combos: Record<string, ComboForm>;
  food: FoodForm;
}

let seq = 0;
export const newKey = () => `k${++seq}`;

const money = (n: number | null) => (n === null ? '' : n.toFixed(2));

export function emptyForm(): ProductForm {
  return {
    item: '',
    route: '',
    sku: '',
    unit: '',
    short_description: '',
    full_description: '',
    tags: '',
    certifications: '',
    price: '',
    old_price: '',
    by_weight: false,
    price_per_kg: '',
    typical_weight_g: '',
    vat_class: 'zero',
    brand: '',
    categories: [],
    inventory_method: 'Track Inventory',
    stock: '0',
    min_order_qty: '1',
    max_order_qty: '20',
    weight_grams: '0',
    is_active: true,
    disable_add_to_cart: false,
    meta_title: '',
    meta_description: '',
    attributes: [],
    combos: {},
    food: emptyFoodForm(),
  };
}

export function newOption(value = ''): OptionForm {
  return { key: newKey(), value, price_adjustment: '0.00', weight_adjustment_grams: '0', is_pre_selected: false, disabled: false };
}

export function newAttribute(): AttributeForm {
  return { key: newKey(), attribute: '', control_type: 'Radio Button List', is_required: true, options: [newOption()] };
}

export const comboKey = (values: string[]) => values.map((v) => v.trim().toLowerCase()).join(' / ');

export function fromProduct(p: TAdminProduct): ProductForm {
  const combos: Record<string, ComboForm> = {};
  for (const c of p.combinations) combos[comboKey(c.values)] = { stock: String(c.stock), sku: c.sku, disabled: !!c.disabled };
  return {
    item: p.item,
    route: p.route,
    sku: p.sku,
    unit: p.unit,
    short_description: p.short_description,
    full_description: p.full_description,
    tags: p.tags,
    certifications: p.certifications,
    price: money(p.price),
    old_price: money(p.old_price),
    by_weight: p.price_per_kg !== null,
    price_per_kg: money(p.price_per_kg),
    typical_weight_g: p.typical_weight_g === null ? '' : String(p.typical_weight_g),
    vat_class: p.vat_class,
    brand: p.brand ?? '',
    categories: p.categories,
    inventory_method: p.inventory_method,
    stock: String(p.stock),
    min_order_qty: String(p.min_order_qty),
    max_order_qty: String(p.max_order_qty),
    weight_grams: String(p.weight_grams),
    is_active: !!p.is_active,
    disable_add_to_cart: !!p.disable_add_to_cart,
    meta_title: p.meta_title === p.item ? '' : p.meta_title,
    meta_description: p.meta_description === p.short_description ? '' : p.meta_description,
    attributes: p.attributes.map((a) => ({
      key: newKey(),
      name: a.name,
      attribute: a.attribute,
      control_type: a.control_type === 'Dropdown List' ? 'Dropdown List' : 'Radio Button List',
      is_required: !!a.is_required,
      options: a.options.map((o) => ({
        key: newKey(),
        name: o.name,
        value: o.value,
        price_adjustment: o.price_adjustment.toFixed(2),
        weight_adjustment_grams: String(o.weight_adjustment_grams),
        is_pre_selected: !!o.is_pre_selected,
        disabled: !!o.disabled,
      })),
    })),
    combos,
    food: foodFromProduct(p.food_information),
  };
}

/** Every combination of enabled options, the first attribute outermost (the grid's rows). */
export function comboRows(attributes: AttributeForm[]): { values: string[]; key: string }[] {
  const groups = attributes.map((a) => a.options.filter((o) => !o.disabled && o.value.trim()).map((o) => o.value.trim()));
  if (!groups.length || groups.some((g) => !g.length)) return [];
  const rows = groups.reduce<string[][]>((acc, g) => acc.flatMap((prefix) => g.map((v) => [...prefix, v])), [[]]);
  return rows.map((values) => ({ values, key: comboKey(values) }));
}

const poundsText = (s: string) => s.trim().replace(/^£/, '');

/**
 * A product sold by weight: its estimated price in pence for the typical weight at the price per
 * kg (as the shop works it out), or null while either field is empty or not a valid amount.
 */
export function weightEstimate(f: Pick<ProductForm, 'price_per_kg' | 'typical_weight_g'>): number | null {
  const perKg = poundsText(f.price_per_kg);
  const grams = f.typical_weight_g.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(perKg) || !/^\d+$/.test(grams)) return null;
  const pence = Math.round(Number(perKg) * 100);
  const g = Number(grams);
  if (pence < 1 || g < 1) return null;
  return estimateFor(pence, g);
}

export function toPayload(f: ProductForm, name?: string): SaveProductPayload {
  const byAttributes = f.inventory_method === 'Track Inventory By Product Attributes';
  // Sold by weight: the price is the estimate (the server works it out again); never a was-price.
  const estimate = f.by_weight ? weightEstimate(f) : null;
  return {
    ...(name ? { name } : {}),
    item: f.item,
    route: f.route,
    sku: f.sku,
    unit: f.unit,
    short_description: f.short_description,
    full_description: f.full_description,
    tags: f.tags,
    certifications: f.certifications,
    food_information: foodToPayload(f.food),
    price: estimate !== null ? (estimate / 100).toFixed(2) : poundsText(f.price),
    old_price: f.by_weight ? '' : poundsText(f.old_price),
    price_per_kg: f.by_weight ? poundsText(f.price_per_kg) : null,
    typical_weight_g: f.by_weight ? f.typical_weight_g.trim() : null,
    vat_class: f.vat_class,
    brand: f.brand,
    categories: f.categories,
    inventory_method: f.inventory_method,
    stock: f.inventory_method === 'Track Inventory' ? f.stock.trim() : 0,
    min_order_qty: f.min_order_qty.trim(),
    max_order_qty: f.max_order_qty.trim(),
    weight_grams: f.weight_grams.trim() || 0,
    is_active: f.is_active ? 1 : 0,
    disable_add_to_cart: f.disable_add_to_cart ? 1 : 0,
    meta_title: f.meta_title,
    meta_description: f.meta_description,
    attributes: f.attributes.map((a) => ({
      ...(a.name ? { name: a.name } : {}),
      attribute: a.attribute,
      control_type: a.control_type,
      is_required: a.is_required ? 1 : 0,
      options: a.options.map((o) => ({
        ...(o.name ? { name: o.name } : {}),
        value: o.value,
        price_adjustment: o.price_adjustment.trim() || 0,
        weight_adjustment_grams: o.weight_adjustment_grams.trim() || 0,
        is_pre_selected: o.is_pre_selected ? 1 : 0,
        disabled: o.disabled ? 1 : 0,
      })),
    })),
    combinations: byAttributes
      ? comboRows(f.attributes).map((r) => {
          const c = f.combos[r.key];
          return { values: r.values, stock: c?.stock.trim() || 0, sku: c?.sku ?? '', disabled: c?.disabled ? 1 : 0 };
        })
      : [],
  };
}
