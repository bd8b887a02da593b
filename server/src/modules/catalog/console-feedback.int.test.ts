import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedCategory, seedCustomer, seedProduct, seedStaff, seedTaxClasses } from '../../db/seed/factories';
import type { Mail } from '../../lib/mailer';

/**
 * Issue 17: with reviews moderated (the default), the console approves or rejects them, and
 * answers or rejects questions; an approved review is listed on the product, and the asker is
 * e-mailed the first answer once.
 */
let t: TestApp;
let manager: string;
let picker: string;
const sent = () => (t.state.mailer as unknown as { sent: Mail[] }).sent;

beforeAll(async () => {
  t = await createTestApp();
  await seedTaxClasses(t.db.db);
  const cat = await seedCategory(t.db.db, { name: 'Lamb' });
  await seedProduct(t.db.db, { name: 'Lamb Chops', route: 'lamb-chops', price: 899, category_ids: [cat.id] });
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

async function review(title: string) {
  const { token } = await seedCustomer(t.db.db, { first_name: 'Omar', last_name: 'Farooq' });
  const res = await t.call('insert_review', { data: { product: 'lamb-chops', rating: 5, title, message: 'Tender.' } }, { token });
  expect(res.body.message.review.is_approved).toBe(0);
  return res.body.message.review.name as string;
}
const listed = async () =>
  (await t.call('get_product_reviews_list', { product: 'lamb-chops' })).body.message.map((r: { title: string }) => r.title);
const reviews = async (status: string) => (await t.call('admin_review_list', { status }, { token: manager })).body.message;

describe('review moderation', () => {
  it('lists pending reviews; an approved one shows on the product page, a rejected one never does', async () => {
    const good = await review('Lovely chops');
    const spam = await review('Buy cheap watches');
    const pending = await reviews('pending');
    expect(pending.counts).toMatchObject({ pending: 2, approved: 0, rejected: 0 });
    expect(pending.reviews.map((r: { name: string }) => r.name).sort()).toEqual([good, spam].sort());
    expect(pending.reviews[0]).toMatchObject({ product_name: 'Lamb Chops', product_route: 'lamb-chops', status: 'pending' });
    expect(await listed()).toEqual([]);
    // The product page (a cached answer) counts no review yet.
    expect((await t.call('get_product_details', { route: 'lamb-chops' })).body.message.review_count).toBe(0);

    // A double click approves once (one audit entry).
    const [a, b] = await Promise.all([
      t.call('admin_review_set_status', { review: good, status: 'approved' }, { token: manager }),
      t.call('admin_review_set_status', { review: good, status: 'approved' }, { token: manager }),
    ]);
    expect(a.body.message.review.status).toBe('approved');
    expect(b.body.message.review.status).toBe('approved');
    const rej = await t.call('admin_review_set_status', { review: spam, status: 'rejected' }, { token: manager });
    expect(rej.body.message.review.status).toBe('rejected');

    expect(await listed()).toEqual(['Lovely chops']);
    expect((await t.call('get_product_details', { route: 'lamb-chops' })).body.message.review_count).toBe(1);
    expect((await reviews('rejected')).reviews.map((r: { name: string }) => r.name)).toEqual([spam]);
    expect((await reviews('pending')).counts).toEqual({ pending: 0, approved: 1, rejected: 1 });
    const audits = await t.db.db.selectFrom('audit_log').select('action').where('entity_id', '=', good).execute();
    expect(audits).toEqual([{ action: 'review.approve' }]);

    // Taken back down: no longer listed.
    await t.call('admin_review_set_status', { review: good, status: 'rejected' }, { token: manager });
    expect(await listed()).toEqual([]);
  });

  it('is for managers: a picker, a customer and an anonymous caller are refused; an unknown review is 404', async () => {
    const id = await review('Fine');
    expect((await t.call('admin_review_list', {}, { token: picker })).status).toBe(403);
    expect((await t.call('admin_review_set_status', { review: id, status: 'approved' }, { token: picker })).status).toBe(403);
    const { token } = await seedCustomer(t.db.db);
    expect((await t.call('admin_review_set_status', { review: id, status: 'approved' }, { token })).status).toBe(403);
    expect((await t.call('admin_review_set_status', { review: id, status: 'approved' })).status).toBe(403);
    expect((await t.call('admin_review_set_status', { review: 'REV-nope', status: 'approved' }, { token: manager })).status).toBe(404);
    expect((await t.call('admin_review_set_status', { review: id, status: 'pending' }, { token: manager })).status).toBe(417);
    expect(await listed()).not.toContain('Fine');
  });
});

describe('question moderation', () => {
  async function ask(question: string) {
    const res = await t.call('insert_questionaproduct', {
      data: { product: 'lamb-chops', sender_name: 'Amira', sender_email: 'Amira@Example.com', question },
    });
    return res.body.message.name as string;
  }

  it('answers a question and e-mails the asker once; a corrected answer is stored without a second e-mail', async () => {
    const id = await ask('Are they grass-fed?');
    const list = (await t.call('admin_question_list', {}, { token: manager })).body.message;
    expect(list.questions).toEqual([expect.objectContaining({ name: id, status: 'pending', sender_email: 'amira@example.com' })]);

    const before = sent().length;
    const [a, b] = await Promise.all([
      t.call('admin_question_answer', { question: id, answer: 'Yes, all year.' }, { token: manager }),
      t.call('admin_question_answer', { question: id, answer: 'Yes, all year.' }, { token: manager }),
    ]);
    expect([a.body.message.emailed, b.body.message.emailed].sort()).toEqual([false, true]);
    expect(a.body.message.question).toMatchObject({ status: 'answered', answer: 'Yes, all year.' });
    const mails = sent().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'amira@example.com', subject: 'Your question about Lamb Chops has been answered' });
    expect(mails[0]!.text).toContain('Yes, all year.');
    expect(mails[0]!.text).toContain('/pr/lamb-chops');

    const fix = await t.call('admin_question_answer', { question: id, answer: 'Yes, grass-fed all year.' }, { token: manager });
    expect(fix.body.message).toMatchObject({ emailed: false, question: { answer: 'Yes, grass-fed all year.' } });
    expect(sent().length).toBe(before + 1);
    expect((await t.call('admin_question_list', { status: 'answered' }, { token: manager })).body.message.counts).toEqual({
      pending: 0,
      answered: 1,
      rejected: 0,
    });
  });

  it('rejects a question (no e-mail); refuses an empty answer and a picker', async () => {
    const id = await ask('Cheap watches here!');
    const before = sent().length;
    expect((await t.call('admin_question_answer', { question: id, answer: ' ' }, { token: manager })).status).toBe(417);
    expect((await t.call('admin_question_reject', { question: id }, { token: picker })).status).toBe(403);
    const res = await t.call('admin_question_reject', { question: id }, { token: manager });
    expect(res.body.message.question.status).toBe('rejected');
    expect((await t.call('admin_question_list', { status: 'rejected' }, { token: manager })).body.message.questions).toHaveLength(1);
    expect((await t.call('admin_question_reject', { question: 'PQ-nope' }, { token: manager })).status).toBe(404);
    expect(sent().length).toBe(before);
  });
});
