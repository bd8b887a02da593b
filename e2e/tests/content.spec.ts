import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, expectNoAxeViolations, newCustomer, shot, test, useSession } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Where the dev server writes e-mail (the server resolves OUTBOX_DIR from the repo root). */
const OUTBOX = path.resolve(ROOT, process.env.OUTBOX_DIR ?? 'data/outbox');
/** The journeys' database (e2e/serve.mjs makes it fresh for each run). */
const DB_FILE = path.join(ROOT, '.tmp', `e2e-${process.env.E2E_PORT ?? '3100'}`, 'larder-e2e.sqlite');

/** The newest e-mail to `to` in the outbox (polls until it arrives). */
async function readMail(to: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return null;
        const files = fs
          .readdirSync(OUTBOX)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => ({ text: fs.readFileSync(path.join(OUTBOX, f), 'utf8'), t: fs.statSync(path.join(OUTBOX, f)).mtimeMs }))
          .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(m.text))
          .sort((a, b) => b.t - a.t);
        found = files[0]?.text ?? null;
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return found!;
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const INFO_PAGES = [
  { route: '/why', title: 'Why Larder', text: "A real butcher's counter, delivered" },
  { route: '/story', title: 'Our Story' },
  { route: '/about-us', title: 'About Us' },
  { route: '/cancellation-policy', title: 'Cancellation Policy', text: 'Consumer Contracts Regulations 2013' },
  { route: '/privacy-policy', title: 'Privacy Policy' },
  { route: '/terms-condition', title: 'Terms & Conditions' },
];

test('every info page shows its title and text, sets the document title and passes axe', async ({ page }, info) => {
  for (const p of INFO_PAGES) {
    await page.goto(p.route);
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    await expect(page).toHaveTitle(`${p.title} | Larder`);
    if (p.text) await expect(article.getByText(p.text).first()).toBeVisible();
    // Real text: several paragraphs of it, as text (no markup from the content).
    expect(await article.locator('p').count()).toBeGreaterThan(2);
    expect((await article.innerText()).length).toBeGreaterThan(600);
    // The other info pages are one tap away.
    const more = page.getByRole('navigation', { name: 'More information' });
    await expect(more.getByRole('link', { name: p.title })).toHaveAttribute('aria-current', 'page');
    await expect(more.getByRole('link')).toHaveCount(INFO_PAGES.length + 1);
    await expectNoAxeViolations(page);
  }
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toBeTruthy();
  expect(description).not.toContain('Book a delivery slot that suits you.');
  await shot(page, 'content-info-page', info.project.name);
});

test('the announcement bar links its lines and steps through them; no pause control with reduced motion; none at checkout', async ({
  page,
}) => {
  await page.goto('/why');
  const bar = page.getByRole('region', { name: 'Announcements' });
  const first = bar.getByRole('link', { name: /Free delivery on orders over £50/ });
  await expect(first).toHaveAttribute('href', '/subscriptions');
  await bar.getByRole('button', { name: 'Next announcement' }).click();
  await expect(bar.getByRole('link', { name: /HMC-certified halal meat/ })).toHaveAttribute('href', '/c/meat');
  await bar.getByRole('button', { name: 'Previous announcement' }).click();
  await expect(first).toBeVisible();
  await bar.getByRole('button', { name: 'Pause announcements' }).click();
  await expect(bar.getByRole('button', { name: 'Play announcements' })).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/subscriptions$/);

  // With reduced motion nothing moves by itself and there is nothing to pause.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/why');
  await expect(first).toBeVisible();
  await expect(bar.getByRole('button', { name: /Pause announcements|Play announcements/ })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Next announcement' })).toBeVisible();

  // Not on checkout.
  await page.goto('/checkout');
  await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
});

test('the announcement bar moves on by itself every few seconds, and not with reduced motion', async ({ page }) => {
  await page.clock.install();
  await page.goto('/story');
  const bar = page.getByRole('region', { name: 'Announcements' });
  const first = bar.getByRole('link', { name: /Free delivery on orders over £50/ });
  const second = bar.getByRole('link', { name: /HMC-certified halal meat/ });
  await expect(first).toBeVisible();
  await page.clock.runFor(6500);
  await expect(second).toBeVisible();
  await expect(first).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(first).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(first).toBeVisible();
});

test('blog: list, load more, category, post, comment held for moderation, shown as text once approved', async ({ page }, info) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/blog-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes & Guides' })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Blog categories' });
  await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(chips.getByRole('link')).toHaveCount(4);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expectNoAxeViolations(page);
  await shot(page, 'content-blog-list', info.project.name);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await chips.getByRole('link', { name: "Butcher's Guide" }).click();
  await expect(page).toHaveURL(/\/blog-list\/butchers-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: "Butcher's Guide" })).toBeVisible();
  await expect(chips.getByRole('link', { name: "Butcher's Guide" })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(2);
  await page.getByRole('link', { name: "A butcher's guide to lamb cuts" }).click();

  await expect(page).toHaveURL(/\/blog-detail\/a-butchers-guide-to-lamb-cuts$/);
  await expect(page.getByRole('heading', { level: 1, name: "A butcher's guide to lamb cuts" })).toBeVisible();
  await expect(page.getByText('Yusuf Rahman', { exact: true })).toBeVisible();
  await expect(page.getByText('6 August 2026')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The forequarter: cuts for slow cooking' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "More from Butcher's Guide" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choosing beef mince: 5% vs 20% fat' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The comment form: validation first.
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter your e-mail address')).toBeVisible();
  await expect(form.getByText('Please write your comment')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();

  const name = `Tester ${info.project.name} ${stamp()}`;
  const typed = '<script>alert(1)</script><b>bold</b>';
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(`comment-${stamp()}@example.com`);
  await form.getByLabel('Comment').fill(typed);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByRole('status')).toHaveText('Thanks! Your comment will appear once it has been checked.');
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'content-blog-comment-moderation', info.project.name);

  // The shop approves it; after a reload it shows, literally, as text.
  const db = new Database(DB_FILE);
  try {
    const res = db.prepare('UPDATE blog_comment SET is_approved = 1 WHERE name = ?').run(name);
    expect(res.changes).toBe(1);
  } finally {
    db.close();
  }
  await page.reload();
  const comment = page.getByRole('listitem').filter({ hasText: name });
  await expect(comment).toBeVisible();
  await expect(comment.getByTestId('comment-text')).toHaveText(typed);
  expect(await comment.getByTestId('comment-text').evaluate((el) => el.textContent)).toBe(typed);
  expect(await comment.locator('script, b').count()).toBe(0);
  expect(await page.locator('main script, main b').count()).toBe(0);
  expect(dialogs).toEqual([]);

  // /comments: every approved comment of the post, and the form.
  await page.goto('/comments?blog=a-butchers-guide-to-lamb-cuts');
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await expect(page.getByRole('link', { name: "A butcher's guide to lamb cuts" })).toHaveAttribute(
    'href',
    '/blog-detail/a-butchers-guide-to-lamb-cuts',
  );
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByTestId('comment-text')).toHaveText(typed);
  await expect(page.getByRole('form', { name: 'Leave a comment' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/comments');
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await page.getByRole('link', { name: /Choosing beef mince/ }).click();
  await expect(page).toHaveURL(/\/comments\?blog=choosing-beef-mince-5-vs-20-fat$/);
  await expect(page.getByText('No comments yet. Be the first to share your thoughts.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A post that does not exist.
  await page.goto('/blog-detail/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});

test('contact us: the shop details, per-field errors, the server answer and its rate-limit message', async ({ page }, info) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('14 Commercial Street, London E1 6LP')).toBeVisible();
  await expect(main.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute('href', 'tel:02079460321');
  await expect(main.getByRole('link', { name: 'hello@larder.example' })).toHaveAttribute('href', 'mailto:hello@larder.example');
  await expect(main.getByText('Monday – Saturday')).toBeVisible();
  await expect(main.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/larder.shop');
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter your e-mail address')).toBeVisible();
  await expect(form.getByText('Please enter a subject')).toBeVisible();
  await expect(form.getByText('Please write your message')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'content-contact-errors', info.project.name);

  await form.getByLabel('Name').fill('Hamza Ali');
  await form.getByLabel('E-mail').fill('hamza@');
  await form.getByLabel('Phone (optional)').fill('12');
  await form.getByLabel('Subject').fill('Eid order');
  await form.getByLabel('Message').fill('Hi');
  await send.click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('Please enter a phone number of 10 to 15 digits')).toBeVisible();
  await expect(form.getByText('Your message must be at least 5 characters')).toBeVisible();
  await expect(form.getByText('Please enter your name')).toHaveCount(0);

  // Too many messages: the server's 429 is shown as it is.
  await page.route('**/api/method/contactform', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ exc_type: 'TooManyRequestsError', message: 'Too many attempts. Please try again in 10 minutes.' }),
    }),
  );
  await form.getByLabel('E-mail').fill(`hamza-${stamp()}@example.com`);
  await form.getByLabel('Phone (optional)').fill('07700 900123');
  await form.getByLabel('Message').fill('Can I order a whole lamb for Eid, cut for curry?');
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Too many attempts. Please try again in 10 minutes.');
  await page.unroute('**/api/method/contactform');

  await send.click();
  await expect(form.getByRole('status')).toHaveText('Thank you for your message. We will get back to you within one working day.');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await shot(page, 'content-contact-sent', info.project.name);
});

test('newsletter: subscribe, confirm from the e-mail, unsubscribe, and a bad link', async ({ page, isMobile }, info) => {
  const email = `news-${info.project.name}-${stamp()}@example.com`;
  // Desktop: the footer's form; mobile (no footer): the one on /contact-us.
  await page.goto(isMobile ? '/contact-us' : '/why');
  const scope = isMobile ? page.getByRole('main') : page.getByRole('contentinfo');
  const form = scope.getByRole('form', { name: 'Weekly offers and recipes' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your e-mail address');
  await form.getByLabel('E-mail address').fill('nobody@');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Please check your inbox and confirm your subscription.');
  await expect(form.getByLabel('E-mail address')).toHaveValue('');

  const mail = await readMail(email);
  const confirm = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail)?.[0];
  const unsubscribe = /\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail)?.[0];
  expect(confirm).toBeTruthy();
  expect(unsubscribe).toBeTruthy();

  await page.goto(confirm!);
  await expect(page).toHaveURL(/\/newsletter\?status=confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'content-newsletter-confirmed', info.project.name);

  await page.goto(unsubscribe!);
  await expect(page).toHaveURL(/\/newsletter\?status=unsubscribed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/api/newsletter/confirm?token=not-a-real-token-at-all');
  await expect(page).toHaveURL(/\/newsletter\?status=invalid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('birthday club: a guest is asked to sign in; a customer joins and is shown as a member', async ({ page, request }, info) => {
  await page.goto('/birthday-club');
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Club' })).toBeVisible();
  await expect(page.getByText('Please sign in to join the Birthday Club with your account.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  const customer = await newCustomer(request, `birthday-${info.project.name}`);
  await useSession(page, customer);
  await page.goto('/birthday-club');
  const form = page.getByRole('form', { name: 'Your birthday' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Join the Birthday Club' }).click();
  await expect(form.getByText('Please choose a day')).toBeVisible();
  await expect(form.getByText('Please choose a month')).toBeVisible();
  await form.getByLabel('Day').selectOption('31');
  await form.getByLabel('Month').selectOption('April');
  await form.getByRole('button', { name: 'Join the Birthday Club' }).click();
  await expect(form.getByText('April has only 30 days')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Day').selectOption('14');
  await form.getByLabel('Month').selectOption('March');
  await form.getByRole('button', { name: 'Join the Birthday Club' }).click();
  const status = page.getByRole('main').getByRole('status');
  await expect(status.getByText('Welcome to the birthday club!')).toBeVisible();
  await expect(status).toContainText('14 March');

  await page.reload();
  await expect(status.getByText("You're a member")).toBeVisible();
  await expect(status).toContainText('14 March');
  await expect(status).toContainText(customer.email);
  await expectNoAxeViolations(page);
  await shot(page, 'content-birthday-member', info.project.name);

  // Changing the date.
  await status.getByRole('button', { name: 'Change date' }).click();
  await expect(form.getByLabel('Day')).toHaveValue('14');
  await form.getByLabel('Day').selectOption('2');
  await form.getByRole('button', { name: 'Save my birthday' }).click();
  await expect(status).toContainText('2 March');
});

test('social share: the device share sheet, a copyable link and social links', async ({ page, context, baseURL }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { __shared: ShareData }).__shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto('/social-share');
  await expect(page.getByRole('heading', { level: 1, name: 'Share Larder' })).toBeVisible();
  await expect(page.getByLabel('Link to the shop')).toHaveValue(`${baseURL}/`);
  await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared.url)).toBe(`${baseURL}/`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/larder.shop');
  await expectNoAxeViolations(page);
  await shot(page, 'content-social-share', info.project.name);
});

test('the remaining routes of the route table lead to working pages', async ({ page, request }) => {
  // /startup: the splash, then home (or the redirect it was given, inside the app only).
  await page.goto('/startup');
  await expect(page.getByText('Getting the shop ready…')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await page.goto('/startup?redirect=/blog-list');
  await expect(page).toHaveURL(/\/blog-list$/, { timeout: 5000 });
  await page.goto('/startup?redirect=//evil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 5000 });

  const customer = await newCustomer(request, 'content-routes');
  await useSession(page, customer);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/my-profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  for (const [route, heading] of [
    ['/tabs/my-profile', 'My Profile'],
    ['/tabs/wallet', /Wallet/],
    ['/my-orders', /My Orders/],
    ['/reward-points', /Reward Points/],
    ['/blog-list/recipes', 'Recipes'],
    ['/newsletter', 'Newsletter'],
    ['/comments', 'Comments'],
  ] as const) {
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`${route.replace(/[/?]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('menus link the info pages and the content pages', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Hi' });
    await expect(menu.getByRole('link', { name: 'Birthday Club' })).toHaveAttribute('href', '/birthday-club');
    await expect(menu.getByRole('link', { name: 'Share Larder' })).toHaveAttribute('href', '/social-share');
    await menu.getByRole('button', { name: 'Policies' }).click();
    for (const [name, href] of [
      ['About us', '/about-us'],
      ['Terms & conditions', '/terms-condition'],
      ['Cancellation Policy', '/cancellation-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Why Larder', '/why'],
      ['Our Story', '/story'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  } else {
    const footer = page.getByRole('contentinfo');
    for (const href of ['/about-us', '/terms-condition', '/privacy-policy', '/cancellation-policy', '/why', '/story', '/contact-us']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: 'Recipes & Guides' })).toHaveAttribute('href', '/blog-list');
    await expect(footer.getByRole('link', { name: 'Birthday Club' })).toHaveAttribute('href', '/birthday-club');
    await expect(footer.getByRole('form', { name: 'Weekly offers and recipes' })).toBeVisible();
    await footer.getByRole('link', { name: 'Our Story' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  }
});
