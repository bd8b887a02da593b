import { expect, expectNoAxeViolations, shot, test } from './fixtures';

test('a packaged food shows its food information, allergens in bold, nutrition as a table', async ({ page }, info) => {
  await page.goto('/pr/milk-chocolate-digestives');
  const food = page.getByRole('region', { name: 'Food information' });
  await expect(food).toBeVisible();
  await expect(food.getByText('Contains cereals containing gluten, milk and soya.')).toBeVisible();
  // The allergen words of the ingredients are emphasised.
  const bold = await food.locator('dd strong').allInnerTexts();
  expect(bold).toEqual(expect.arrayContaining(['Wheat', 'milk', 'soya']));
  const table = food.getByRole('table', { name: 'Nutrition per 100 g' });
  await expect(table.getByRole('columnheader', { name: 'Per 100 g' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Energy 2060 kJ \/ 492 kcal/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'of which saturates' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Salt 0.9 g' })).toBeVisible();
  await expect(food.getByText('Country of origin')).toBeVisible();
  await food.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, undefined, 'product page with food information');
  await shot(page, 'food-information-product', info.project.name);

  // Fresh meat: origin, storage and "no allergens", no table.
  await page.goto('/pr/chicken-breast-fillets-skinless');
  const meat = page.getByRole('region', { name: 'Food information' });
  await expect(meat.getByText('Contains none of the 14 major allergens.')).toBeVisible();
  await expect(meat.getByRole('table')).toHaveCount(0);
});

test('a category filtered "free from milk" hides the products with milk', async ({ page }, info) => {
  const resultCount = page.getByTestId('result-count');
  await page.goto('/c/snacks-and-sweets/crisps-and-nuts');
  await expect(resultCount).toHaveText('8 products');
  if (info.project.name === 'desktop') {
    await page.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Milk' }).check();
  } else {
    await page.getByRole('link', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Milk' }).check();
    await page.getByRole('button', { name: /^Apply/ }).click();
  }
  await expect(page).toHaveURL(/free=milk/);
  await expect(page.getByRole('button', { name: 'Remove filter: Free from milk' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cheese & Onion Crisps/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Salted Peanuts/ }).first()).toBeVisible();
  await expect(resultCount).toHaveText('7 products');
  // Diet badges on the cards.
  await expect(page.getByRole('list', { name: 'Diet' }).first()).toContainText('Vegan');
  await expectNoAxeViolations(page, undefined, 'category filtered free from milk');
  await shot(page, 'food-free-from-milk', info.project.name);
});
