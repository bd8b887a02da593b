import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedBrand, seedCategory, seedCustomer, seedProduct, seedTaxClasses } from '../../db/seed/factories';

/**
 * The whole product page answer, pinned: the page is read in two queries (decision 032) and must
 * say exactly what the dozen separate reads said before.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const meat = await seedCategory(db, { name: 'Meat' });
  const lamb = await seedCategory(db, { name: 'Lamb', parent: meat });
  const offers = await seedCategory(db, { name: 'Offers' });
  const farm = await seedBrand(db, { name: 'Hilltop Farm' });
  const curry = await seedProduct(db, {
    name: 'Lamb Curry Pieces',
    route: 'lamb-curry-pieces',
    price: 750,
    old_price: 900,
    category_ids: [lamb.id, offers.id],
    brand_id: farm.id,
    tax_class_id: 'standard',
    popularity: 800,
    certifications: ['halal'],
    short_description: 'Bone-in pieces',
    full_description: 'From the shoulder and leg.',
    unit: '500 g',
    images: [{ url: '/media/products/curry', alt: 'On the board' }, { url: '/media/products/curry-2' }],
    attributes: [
      {
        name: 'Cut',
        options: [
          { value: 'Curry cut', pre_selected: true },
          { value: 'Boneless', price_adjustment: 150 },
        ],
      },
      { name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 650 }] },
    ],
    variant_stock: { 'Curry cut / 500 g': 4, 'Boneless / 1 kg': 0 },
    default_variant_stock: 2,
  });
  await seedProduct(db, { name: 'Lamb Mince', route: 'lamb-mince', price: 599, category_ids: [lamb.id], stock: 0, popularity: 300 });
  await seedProduct(db, {
    name: 'Lamb Chops',
    route: 'lamb-chops',
    price: 1099,
    category_ids: [lamb.id],
    brand_id: farm.id,
    stock: 7,
    popularity: 300,
    images: [{ url: '/media/products/chops' }],
  });
  await seedProduct(db, {
    name: 'Lamb Shanks',
    route: 'lamb-shanks',
    price: 1299,
    category_ids: [lamb.id],
    popularity: 900,
    attributes: [{ name: 'Pack', options: [{ value: '2' }, { value: '4', price_adjustment: 1200 }] }],
    variant_stock: { '2': 3, '4': 5 },
  });
  await seedProduct(db, {
    name: 'Lamb Stock',
    route: 'lamb-stock',
    price: 299,
    category_ids: [lamb.id],
    inventory_method: 'Dont Track Inventory',
  });
  await seedProduct(db, {
    name: 'Retired lamb',
    route: 'retired-lamb',
    price: 500,
    category_ids: [lamb.id],
    popularity: 9999,
    is_active: 0,
  });
  await db
    .insertInto('product_food')
    .values({
      product_id: curry.product.id,
      ingredients: 'Lamb (100%)',
      allergens: '',
      may_contain: '',
      storage: 'Keep refrigerated',
      origin: 'Wales',
      energy_kj: 900,
      energy_kcal: 215,
      fat_mg: 15000,
      saturates_mg: 7000,
      carbohydrate_mg: 0,
      sugars_mg: 0,
      protein_mg: 19000,
      salt_mg: 200,
    })
    .execute();
  for (const [i, rating, approved] of [
    [1, 5, 1],
    [2, 4, 1],
    [3, 5, 1],
    [4, 1, 0],
  ] as const) {
    const c = await seedCustomer(db, { email: `reviewer${i}@example.com` });
    await db
      .insertInto('product_review')
      .values({
        id: `REV-${i}`,
        product_id: curry.product.id,
        customer_id: c.customer.id,
        customer_name: `Reviewer ${i}`,
        rating,
        title: 'Good',
        message: 'Tender',
        is_approved: approved,
        rejected_at: null,
        created_at: '2026-11-20T10:00:00.000Z',
      })
      .execute();
  }
});
afterAll(() => t.close());

describe('get_product_details', () => {
  it('answers the whole page: definition, live stock of the product, its combinations and its related products, ratings, food', async () => {
    const res = await t.call('get_product_details', { route: 'lamb-curry-pieces' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchInlineSnapshot(`
      {
        "brand": {
          "brand_name": "Hilltop Farm",
          "name": "BRD-0001",
          "route": "hilltop-farm",
        },
        "brand_name": "Hilltop Farm",
        "breadcrumbs": [
          {
            "route": "/c/meat",
            "title": "Meat",
          },
          {
            "route": "/c/meat/lamb",
            "title": "Lamb",
          },
        ],
        "certifications": [
          "halal",
        ],
        "disable_add_to_cart_button": 0,
        "discount_percentage": 17,
        "food_information": {
          "allergens": [],
          "ingredients": "Lamb (100%)",
          "may_contain": [],
          "nutrition": {
            "carbohydrate_g": 0,
            "energy_kcal": 215,
            "energy_kj": 900,
            "fat_g": 15,
            "protein_g": 19,
            "salt_g": 0.2,
            "saturates_g": 7,
            "sugars_g": 0,
          },
          "origin": "Wales",
          "storage": "Keep refrigerated",
        },
        "full_description": "From the shoulder and leg.",
        "has_variants": 1,
        "images": [
          {
            "alt": "On the board",
            "image": "/media/products/curry-640.webp",
            "is_primary": 1,
            "thumb": "/media/products/curry-320.webp",
          },
          {
            "alt": "Lamb Curry Pieces",
            "image": "/media/products/curry-2-640.webp",
            "is_primary": 0,
            "thumb": "/media/products/curry-2-320.webp",
          },
        ],
        "in_stock": true,
        "inventory_method": "Track Inventory By Product Attributes",
        "item": "Lamb Curry Pieces",
        "maximum_order_qty": 20,
        "meta_description": "Bone-in pieces",
        "meta_title": "Lamb Curry Pieces",
        "minimum_order_qty": 1,
        "name": "ITEM-00001",
        "old_price": 9,
        "price": 7.5,
        "product_attributes": [
          {
            "attribute": "Cut",
            "control_type": "Radio Button List",
            "is_required": 1,
            "name": "ITEM-00001-a1",
            "options": [
              {
                "disable": 0,
                "is_pre_selected": 1,
                "name": "ITEM-00001-a1o1",
                "option_value": "Curry cut",
                "price_adjustment": 0,
                "weight_adjustment_grams": 0,
              },
              {
                "disable": 0,
                "is_pre_selected": 0,
                "name": "ITEM-00001-a1o2",
                "option_value": "Boneless",
                "price_adjustment": 1.5,
                "weight_adjustment_grams": 0,
              },
            ],
          },
          {
            "attribute": "Weight",
            "control_type": "Radio Button List",
            "is_required": 1,
            "name": "ITEM-00001-a2",
            "options": [
              {
                "disable": 0,
                "is_pre_selected": 0,
                "name": "ITEM-00001-a2o1",
                "option_value": "500 g",
                "price_adjustment": 0,
                "weight_adjustment_grams": 0,
              },
              {
                "disable": 0,
                "is_pre_selected": 0,
                "name": "ITEM-00001-a2o2",
                "option_value": "1 kg",
                "price_adjustment": 6.5,
                "weight_adjustment_grams": 0,
              },
            ],
          },
        ],
        "product_categories": [
          {
            "category": "CAT-00002",
            "category_name": "Lamb",
            "route": "meat/lamb",
          },
          {
            "category": "CAT-00003",
            "category_name": "Offers",
            "route": "offers",
          },
        ],
        "product_image": "/media/products/curry-640.webp",
        "product_thumb": "/media/products/curry-320.webp",
        "rating": 4.7,
        "rating_summary": [
          {
            "count": 2,
            "rating": 5,
          },
          {
            "count": 1,
            "rating": 4,
          },
          {
            "count": 0,
            "rating": 3,
          },
          {
            "count": 0,
            "rating": 2,
          },
          {
            "count": 0,
            "rating": 1,
          },
        ],
        "related_products": [
          {
            "brand_name": null,
            "certifications": [],
            "disable_add_to_cart_button": 0,
            "discount_percentage": 0,
            "has_variants": 1,
            "in_stock": true,
            "inventory_method": "Track Inventory By Product Attributes",
            "item": "Lamb Shanks",
            "maximum_order_qty": 20,
            "minimum_order_qty": 1,
            "name": "ITEM-00004",
            "old_price": null,
            "price": 12.99,
            "product_image": "",
            "product_thumb": "",
            "route": "lamb-shanks",
            "short_description": "",
            "sold_by_weight": null,
            "stock": 8,
            "unit": "",
            "unit_price": null,
          },
          {
            "brand_name": null,
            "certifications": [],
            "disable_add_to_cart_button": 0,
            "discount_percentage": 0,
            "has_variants": 0,
            "in_stock": false,
            "inventory_method": "Track Inventory",
            "item": "Lamb Mince",
            "maximum_order_qty": 20,
            "minimum_order_qty": 1,
            "name": "ITEM-00002",
            "old_price": null,
            "price": 5.99,
            "product_image": "",
            "product_thumb": "",
            "route": "lamb-mince",
            "short_description": "",
            "sold_by_weight": null,
            "stock": 0,
            "unit": "",
            "unit_price": null,
          },
          {
            "brand_name": "Hilltop Farm",
            "certifications": [],
            "disable_add_to_cart_button": 0,
            "discount_percentage": 0,
            "has_variants": 0,
            "in_stock": true,
            "inventory_method": "Track Inventory",
            "item": "Lamb Chops",
            "maximum_order_qty": 20,
            "minimum_order_qty": 1,
            "name": "ITEM-00003",
            "old_price": null,
            "price": 10.99,
            "product_image": "/media/products/chops-640.webp",
            "product_thumb": "/media/products/chops-320.webp",
            "route": "lamb-chops",
            "short_description": "",
            "sold_by_weight": null,
            "stock": 7,
            "unit": "",
            "unit_price": null,
          },
          {
            "brand_name": null,
            "certifications": [],
            "disable_add_to_cart_button": 0,
            "discount_percentage": 0,
            "has_variants": 0,
            "in_stock": true,
            "inventory_method": "Dont Track Inventory",
            "item": "Lamb Stock",
            "maximum_order_qty": 20,
            "minimum_order_qty": 1,
            "name": "ITEM-00005",
            "old_price": null,
            "price": 2.99,
            "product_image": "",
            "product_thumb": "",
            "route": "lamb-stock",
            "short_description": "",
            "sold_by_weight": null,
            "stock": 0,
            "unit": "",
            "unit_price": null,
          },
        ],
        "review_count": 3,
        "route": "lamb-curry-pieces",
        "short_description": "Bone-in pieces",
        "sku": "LD00001",
        "sold_by_weight": null,
        "stock": 8,
        "unit": "500 g",
        "unit_price": {
          "pence": 1500,
          "per": "kg",
          "text": "£15.00/kg",
        },
        "variant_combination": [
          {
            "attribute_id": "ITEM-00001-a1o1
      ITEM-00001-a2o1",
            "in_stock": true,
            "stock": 4,
          },
          {
            "attribute_id": "ITEM-00001-a1o1
      ITEM-00001-a2o2",
            "in_stock": true,
            "stock": 2,
          },
          {
            "attribute_id": "ITEM-00001-a1o2
      ITEM-00001-a2o1",
            "in_stock": true,
            "stock": 2,
          },
          {
            "attribute_id": "ITEM-00001-a1o2
      ITEM-00001-a2o2",
            "in_stock": false,
            "stock": 0,
          },
        ],
        "vat_rate": 20,
        "weight_grams": 0,
      }
    `);
  });

  it('follows stock at once (the answer is not kept past a stock change)', async () => {
    const db = t.db.db;
    await db.updateTable('product').set({ stock: 3 }).where('route', '=', 'lamb-mince').execute();
    await t.state.cache.bump(db, 'stock');
    const res = await t.call('get_product_details', { route: 'lamb-curry-pieces' });
    const mince = res.body.message.related_products.find((r: { route: string }) => r.route === 'lamb-mince');
    expect(mince).toMatchObject({ stock: 3, in_stock: true });
  });
});
