/**
 * The product editor's form, shaped like `admin_save_product`'s payload so the contract's errors
 * land on the fields they name: text fields as typed, attributes with their options, the stock
 * grid one row per combination of enabled options. `productSchema` turns the values into the
 * payload and checks it with the contract's own schema (decision 027).
 */
import { type TAdminProduct, type TInventoryMethod, ZSaveProductPayload } from '@larder/contract/admin-catalog';
import { estimateFor } from '@larder/contract/weighed';
import { withoutUnsetFields } from '@larder/contract/wire';
import { z } from 'zod';
import type { FieldWords } from '../../../../shared/forms';
import type { SaveProductPayload } from '../api/admin-save-product';
import { emptyFoodForm, type FoodForm, foodFromProduct, foodToPayload, NUTRITION_FIELDS } from './food-form';

export interface OptionValues {
  /** The option's id once saved (keeps carts and notify-me requests pointing at it). */
  name?: string;
  value: string;
  price_adjustment: string;
  weight_adjustment_grams: string;
  is_pre_selected: boolean;
  disabled: boolean;
}

export interface AttributeValues {
  name?: string;
  attribute: string;
  control_type: 'Radio Button List' | 'Dropdown List';
  is_required: boolean;
  options: OptionValues[];
}

export interface ComboValues {
  values: string[];
  stock: string;
  sku: string;
  disabled: boolean;
}

export interface ProductValues {
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
  attributes: AttributeValues[];
  /** The stock grid's rows, in `comboRows` order (the grid keeps them so). */
  combinations: ComboValues[];
  food_information: FoodForm;
}

const money = (n: number | null) => (n === null ? '' : n.toFixed(2));

export function emptyForm(): ProductValues {
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
    combinations: [],
    food_information: emptyFoodForm(),
  };
}

export function newOption(value = ''): OptionValues {
  return { value, price_adjustment: '0.00', weight_adjustment_grams: '0', is_pre_selected: false, disabled: false };
}

export function newAttribute(): AttributeValues {
  return { attribute: '', control_type: 'Radio Button List', is_required: true, options: [newOption()] };
}

export const comboKey = (values: string[]) => values.map((v) => v.trim().toLowerCase()).join(' / ');

export function fromProduct(p: TAdminProduct): ProductValues {
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
      name: a.name,
      attribute: a.attribute,
      control_type: a.control_type === 'Dropdown List' ? 'Dropdown List' : 'Radio Button List',
      is_required: !!a.is_required,
      options: a.options.map((o) => ({
        name: o.name,
        value: o.value,
        price_adjustment: o.price_adjustment.toFixed(2),
        weight_adjustment_grams: String(o.weight_adjustment_grams),
        is_pre_selected: !!o.is_pre_selected,
        disabled: !!o.disabled,
      })),
    })),
    combinations: p.combinations.map((c) => ({ values: c.values, stock: String(c.stock), sku: c.sku, disabled: !!c.disabled })),
    food_information: foodFromProduct(p.food_information),
  };
}

/** Every combination of enabled options, the first attribute outermost (the grid's rows). */
export function comboRows(attributes: AttributeValues[]): { values: string[]; key: string }[] {
  const groups = attributes.map((a) => a.options.filter((o) => !o.disabled && o.value.trim()).map((o) => o.value.trim()));
  if (!groups.length || groups.some((g) => !g.length)) return [];
  const rows = groups.reduce<string[][]>((acc, g) => acc.flatMap((prefix) => g.map((v) => [...prefix, v])), [[]]);
  return rows.map((values) => ({ values, key: comboKey(values) }));
}

/** A grid row's values: what was typed for its combination, or a new row with no stock. */
export function comboValues(row: { values: string[]; key: string }, known: ComboValues[]): ComboValues {
  const found = known.find((c) => comboKey(c.values) === row.key);
  return { stock: '0', sku: '', disabled: false, ...found, values: row.values };
}

/** Text as typed, trimmed; a field the kit left out as "not given" reads as empty. */
const typed = (s: string | undefined) => (s ?? '').trim();
const poundsText = (s: string | undefined) => typed(s).replace(/^£/, '');

/**
 * A product sold by weight: its estimated price in pence for the typical weight at the price per
 * kg (as the shop works it out), or null while either field is empty or not a valid amount.
 */
export function weightEstimate(f: Pick<ProductValues, 'price_per_kg' | 'typical_weight_g'>): number | null {
  const perKg = poundsText(f.price_per_kg);
  const grams = typed(f.typical_weight_g);
  if (!/^\d+(\.\d{1,2})?$/.test(perKg) || !/^\d+$/.test(grams)) return null;
  const pence = Math.round(Number(perKg) * 100);
  const g = Number(grams);
  if (pence < 1 || g < 1) return null;
  return estimateFor(pence, g);
}

/** The form's values as `admin_save_product` takes them (without the product's id). */
export function toPayload(f: ProductValues): SaveProductPayload {
  const byAttributes = f.inventory_method === 'Track Inventory By Product Attributes';
  // Sold by weight: the price is the estimate (the server works it out again); never a was-price.
  const estimate = f.by_weight ? weightEstimate(f) : null;
  return {
    item: f.item,
    route: f.route,
    sku: f.sku,
    unit: f.unit,
    short_description: f.short_description,
    full_description: f.full_description,
    tags: f.tags,
    certifications: f.certifications,
    food_information: foodToPayload(f.food_information),
    price: estimate !== null ? (estimate / 100).toFixed(2) : poundsText(f.price),
    old_price: f.by_weight ? '' : poundsText(f.old_price),
    price_per_kg: f.by_weight ? poundsText(f.price_per_kg) : null,
    typical_weight_g: f.by_weight ? typed(f.typical_weight_g) : null,
    vat_class: f.vat_class,
    brand: f.brand,
    categories: f.categories,
    inventory_method: f.inventory_method,
    stock: f.inventory_method === 'Track Inventory' ? typed(f.stock) : 0,
    min_order_qty: typed(f.min_order_qty),
    max_order_qty: typed(f.max_order_qty),
    weight_grams: typed(f.weight_grams) || 0,
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
        price_adjustment: typed(o.price_adjustment) || 0,
        weight_adjustment_grams: typed(o.weight_adjustment_grams) || 0,
        is_pre_selected: o.is_pre_selected ? 1 : 0,
        disabled: o.disabled ? 1 : 0,
      })),
    })),
    combinations: byAttributes
      ? comboRows(f.attributes).map((r) => {
          const c = comboValues(r, f.combinations);
          return { values: c.values, stock: typed(c.stock) || 0, sku: c.sku, disabled: c.disabled ? 1 : 0 };
        })
      : [],
  };
}

/**
 * The editor's rules: its values as the save's payload, checked by the contract's schema. Errors
 * come back at payload paths, which are the form's own field names.
 */
export const productSchema = z.preprocess(
  // As on the server, an empty optional field is "not given" (decision 025): its default applies.
  (f: ProductValues) => withoutUnsetFields(ZSaveProductPayload, toPayload(f)),
  ZSaveProductPayload,
);

/** The shop's words where the contract's would name a wire field; other refusals speak as the server does. */
export const PRODUCT_WORDS: Partial<Record<string, FieldWords>> = {
  item: { required: 'Give the product a name' },
  price: { required: 'Enter the price' },
  typical_weight_g: { invalid: 'Enter the weight of one piece in whole grams, at most 50,000' },
  stock: { invalid: 'Enter a whole number from 0 to 1,000,000' },
  min_order_qty: { invalid: 'Enter a whole number from 1 to 999' },
  max_order_qty: { invalid: 'Enter a whole number from 1 to 9,999' },
  weight_grams: { invalid: 'Enter the weight in whole grams' },
  ...Object.fromEntries(
    NUTRITION_FIELDS.map(([k]) => [
      `food_information.nutrition.${k}`,
      { required: 'Give all eight values, or none', invalid_type: 'Enter a number' },
    ]),
  ),
};
