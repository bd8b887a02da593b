import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';

type Option = { name: string; option_value: string; price_adjustment: number; is_pre_selected: 0 | 1; disable: 0 | 1 };
type Attribute = { name: string; attribute: string; options: Option[] };
type Details = {
  name: string;
  item: string;
  route: string;
  price: number;
  in_stock: boolean;
  has_variants: 0 | 1;
  product_attributes: Attribute[];
  variant_combination: { attribute_id: string; stock: number; in_stock: boolean }[];
};
type ListProduct = { route: string; has_variants: 0 | 1; in_stock: boolean };

async function rpc<T>(request: APIRequestContext, name: string, payload: unknown): Promise<T> {
  const res = await request.post(`/api/method/${name}`, { data: payload });
  expect(res.ok(), `${name} answered ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { message: T }).message;
}

async function listing(request: APIRequestContext, route: string): Promise<ListProduct[]> {
  const page = await rpc<{ products: ListProduct[] }>(request, 'get_category_products', { route, page_len: 60 });
  return page.products;
}

const key = (ids: string[]) => [...ids].sort().join('\n');
const money = (n: number) => `£${n.toFixed(2)}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first option each attribute starts with (pre-selected, else the first usable one). */
function initial(attrs: Attribute[]): Record<string, Option> {
  return Object.fromEntries(
    attrs.map((a) => [a.name, a.options.find((o) => o.is_pre_selected && !o.disable) ?? a.options.find((o) => !o.disable)!]),
  );
}

/** A product with two or more option groups and at least one sold-out combination, from the demo meat range. */
async function findVariantProduct(request: APIRequestContext): Promise<Details> {
  for (const p of (await listing(request, 'meat')).filter((x) => x.has_variants)) {
    const d = await rpc<Details>(request, 'get_product_details', { route: p.route });
    if (d.product_attributes.length >= 2 && d.variant_combination.some((c) => !c.in_stock)) return d;
  }
  throw new Error('no product with Cut/Weight options and a sold-out combination in the demo data');
}

/** A product that is out of stock as a whole (stock 0), without options. */
async function findOutOfStockProduct(request: APIRequestContext): Promise<ListProduct> {
  const cats = await rpc<{ route: string }[]>(request, 'get_parent_categories', {});
  for (const c of cats) {
    const hit = (await listing(request, c.route)).find((p) => !p.in_stock && !p.has_variants);
    if (hit) return hit;
  }
  throw new Error('no out-of-stock product in the demo data');
}

function group(page: Page, attribute: string) {
  return page.getByRole('group', { name: new RegExp(`^${escape(attribute)}`) });
}

async function choose(page: Page, attribute: string, option: string) {
  await group(page, attribute)
    .getByRole('radio', { name: new RegExp(`^${escape(option)}`) })
    .check();
}

test('choosing options updates the price and marks sold-out combinations', async ({ page, request }, info) => {
  const d = await findVariantProduct(request);
  const [first, second] = d.product_attributes as [Attribute, Attribute];
  const start = initial(d.product_attributes);
  const priceOf = (chosen: Record<string, Option>) => d.price + Object.values(chosen).reduce((s, o) => s + o.price_adjustment, 0);

  await page.goto(`/pr/${d.route}`);
  await expect(page.getByRole('heading', { level: 1, name: d.item })).toBeVisible();
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(money(priceOf(start)));
  await expect(
    group(page, first.attribute).getByRole('radio', { name: new RegExp(`^${escape(start[first.name]!.option_value)}`) }),
  ).toBeChecked();

  // Another option of the second group that is in stock with the current first choice and costs differently.
  const inStock = second.options.find((o) => {
    const combo = d.variant_combination.find((c) => c.attribute_id === key([start[first.name]!.name, o.name]));
    return !o.disable && o.price_adjustment !== start[second.name]!.price_adjustment && combo?.in_stock;
  })!;
  await choose(page, second.attribute, inStock.option_value);
  await expect(price).toHaveText(money(priceOf({ ...start, [second.name]: inStock })));
  await expect(page.getByTestId('stock-status')).not.toContainText('Out of stock');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  // A sold-out combination: the option is marked before it is chosen, then adding is disabled.
  const soldOut = d.variant_combination.find((c) => !c.in_stock)!;
  const ids = soldOut.attribute_id.split('\n');
  const pick = (a: Attribute) => a.options.find((o) => ids.includes(o.name))!;
  await choose(page, first.attribute, pick(first).option_value);
  await expect(
    group(page, second.attribute).getByRole('radio', { name: new RegExp(`^${escape(pick(second).option_value)}.*Sold out`) }),
  ).toBeVisible();
  await choose(page, second.attribute, pick(second).option_value);
  await expect(price).toHaveText(money(priceOf({ ...start, [first.name]: pick(first), [second.name]: pick(second) })));
  await expect(page.getByTestId('stock-status')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: "Notify me when it's back" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to an in-stock choice; the quantity stepper stays within the order limits.
  await choose(page, second.attribute, inStock.option_value);
  await choose(page, first.attribute, start[first.name]!.option_value);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  const qty = page.getByRole('textbox', { name: 'Quantity' });
  await expect(qty).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(qty).toHaveValue('2');
  await qty.fill('3');
  await qty.press('Enter');
  await expect(qty).toHaveValue('3');
  await qty.fill('2.5');
  await qty.press('Enter');
  await expect(qty).toHaveValue('3');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'product', info.project.name);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/^Added to cart: .{1,20}\.\.\.$/)).toBeVisible();
});

type UnitPrice = { text: string; per: string; pence: number } | null;

test('the pack size, picture badge, price and unit price follow the chosen weight', async ({ page, request }, info) => {
  // A demo product sold in 500 g, 1 kg and 2 kg packs (one option group only, so any weight can be chosen).
  let d: (Details & { unit: string; unit_price: UnitPrice }) | undefined;
  for (const p of (await listing(request, 'meat')).filter((x) => x.has_variants && x.in_stock)) {
    const x = await rpc<Details & { unit: string; unit_price: UnitPrice }>(request, 'get_product_details', { route: p.route });
    const weight = x.product_attributes.find((a) => a.attribute === 'Weight');
    if (x.product_attributes.length === 1 && weight?.options.some((o) => o.option_value === '1 kg')) d = x;
    if (d) break;
  }
  if (!d) throw new Error('no demo product sold by weight options only');
  const kilo = d.product_attributes[0]!.options.find((o) => o.option_value === '1 kg')!;
  const live = await rpc<{ price: number; pack_size: string; unit_price: UnitPrice }>(request, 'validate_attributes_stock', {
    product: d.name,
    attribute_id: kilo.name,
  });
  expect(live.pack_size).toBe('1 kg');

  await page.goto(`/pr/${d.route}`);
  await expect(page.getByRole('heading', { level: 1, name: d.item })).toBeVisible();
  await expect(page.getByTestId('pack-size')).toHaveText(`Pack size: ${d.unit}`);
  await expect(page.getByTestId('image-badge')).toHaveText(d.unit);
  await expect(page.getByTestId('product-price')).toHaveText(money(d.price));
  await expect(page.getByTestId('purchase-unit-price')).toContainText(d.unit_price!.text);

  await choose(page, 'Weight', '1 kg');
  await expect(page.getByTestId('pack-size')).toHaveText('Pack size: 1 kg');
  await expect(page.getByTestId('image-badge')).toHaveText('1 kg');
  await expect(page.getByTestId('product-price')).toHaveText(money(live.price));
  await expect(page.getByTestId('purchase-unit-price')).toContainText(live.unit_price!.text);
  await expect(page.getByTestId('purchase-unit-price')).toContainText('per kilogram');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'product-unit-price', info.project.name);

  // The 1 kg pack in the cart says its own unit price.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/^Added to cart/)).toBeVisible();
  await page.goto('/yourcart');
  await expect(page.getByText(live.unit_price!.text).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'cart-unit-price', info.project.name);

  // Listing cards carry unit prices too.
  await page.goto('/c/meat/chicken');
  await expect(page.getByTestId('unit-price').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'listing-unit-price', info.project.name);
});

test('an out-of-stock product takes a notify-me request', async ({ page, request }, info) => {
  const p = await findOutOfStockProduct(request);
  await page.goto(`/pr/${p.route}`);
  await expect(page.getByTestId('stock-status')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  const form = page.getByRole('form', { name: "Notify me when it's back" });
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await form.getByLabel('Your name').fill('Test Shopper');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await form.getByLabel('E-mail').fill('shopper@example.com');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText("Thanks Test Shopper, we'll e-mail you when it's back.")).toBeVisible();
  await shot(page, 'product-out-of-stock', info.project.name);
});

test('share popup, reviews, questions and related products', async ({ page, request }, info) => {
  const d = await findVariantProduct(request);
  await page.goto(`/pr/${d.route}`);
  await expect(page.getByRole('heading', { level: 1, name: d.item })).toBeVisible();

  // Mobile: the back-style header's share button; desktop: the page's own.
  if (info.project.name === 'mobile') await page.getByRole('banner').getByRole('button', { name: 'Share' }).click();
  else await page.getByRole('button', { name: 'Share this product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this product' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Page link' })).toHaveValue(new RegExp(`/pr/${d.route}$`));
  await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(dialog.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', /twitter\.com\/intent\/tweet/);
  await expect(dialog.getByRole('link', { name: /Pinterest/ })).toHaveAttribute('href', /pinterest\.com/);
  await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', `/review-product?product=${d.route}`);
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();

  const questions = page.getByRole('form', { name: /Ask a question/ });
  await questions.getByLabel('Your name').fill('Test Shopper');
  await questions.getByLabel('E-mail').fill('shopper@example.com');
  await questions.getByLabel('Your question').fill('Is this suitable for a slow cooker?');
  await questions.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText(/Thanks Test Shopper, we've got your question/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('quick view, option popup and review pages; unknown products', async ({ page, request }) => {
  const d = await findVariantProduct(request);
  for (const path of ['quickview', 'product-popup']) {
    await page.goto(`/${path}?product=${d.route}`);
    await expect(page.getByRole('heading', { level: 1, name: d.item })).toBeVisible();
    await expect(page.getByRole('group', { name: new RegExp(`^${escape(d.product_attributes[0]!.attribute)}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View full details/ })).toHaveAttribute('href', `/pr/${d.route}`);
  }
  await expectNoAxeViolations(page);

  await page.goto(`/popup-attribute?product=${d.route}`);
  await expect(page.getByRole('heading', { level: 1, name: d.item })).toBeVisible();
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expectNoAxeViolations(page);

  // A guest cannot post a review: the server answers 401 and the page asks to sign in.
  await page.goto(`/review-product?product=${d.route}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Title').fill('Great for curry');
  await page.getByLabel('Your review').fill('Tender and well trimmed.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please sign in to write a review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(page);

  await page.goto('/pr/no-such-product-here');
  await expect(page.getByRole('heading', { name: "We couldn't find that product" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
