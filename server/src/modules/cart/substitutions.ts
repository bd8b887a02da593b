import type { TListProduct } from '@larder/contract/catalog';
import { type Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { loadListProducts } from '../catalog/product-cards';
import { loadProductDefinition } from '../catalog/product-definition';
import { resolveShopper } from '../customers/identity';
import { loadCart } from './cart.service';
import { ownLine } from './cart-store';

function certs(s: string): string[] {
  return s ? s.split(',') : [];
}

/**
 * Products that may stand in for a line when it is short at picking: active, in stock, from the
 * same category, priced within ±30%, and keeping every certification of the original (a halal
 * product is only ever replaced by a halal one). Closest in name and price first.
 */
export async function substitutionCandidates(ctx: Ctx, productId: string, limit = 8): Promise<TListProduct[]> {
  const def = await loadProductDefinition(ctx, productId);
  if (!def) return [];
  const p = def.product;
  const needed = certs(p.certifications);
  const categoryIds = def.categoryIds.slice(0, 1);
  if (!categoryIds.length) return [];
  const rows = await ctx.db
    .selectFrom('product as q')
    .innerJoin('product_category as pc', 'pc.product_id', 'q.id')
    .select(['q.id', 'q.name', 'q.price', 'q.certifications', 'q.popularity'])
    .where('pc.category_id', 'in', categoryIds)
    .where('q.is_active', '=', 1)
    .where('q.disable_add_to_cart', '=', 0)
    .where('q.id', '!=', p.id)
    .where('q.price', '>=', Math.floor(p.price * 0.7))
    .where('q.price', '<=', Math.ceil(p.price * 1.3))
    .limit(200)
    .execute();
  const words = new Set(
    p.name
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 2),
  );
  const scored = rows
    .filter((r) => needed.every((c) => certs(r.certifications).includes(c)))
    .map((r) => {
      const shared = r.name
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => words.has(w)).length;
      return { id: r.id, score: shared * 10 - Math.abs(r.price - p.price) / Math.max(1, p.price) + r.popularity / 100000 };
    })
    .sort((a, b) => b.score - a.score);
  const cards = await loadListProducts(
    ctx,
    scored.map((s) => s.id),
  );
  return cards.filter((c) => c.in_stock).slice(0, limit);
}

export async function substitutionOptions(ctx: Ctx, input: { name: string; customer?: string }): Promise<TListProduct[]> {
  const customerId = await resolveShopper(ctx, input.customer);
  const line = customerId ? await ownLine(ctx, customerId, input.name) : null;
  if (!line) throw notFound('Cart item not found.');
  return substitutionCandidates(ctx, line.product_id);
}

/** Sets how a line may be substituted; a specific alternative must be one of the candidates. */
export async function setSubstitution(
  ctx: Ctx,
  input: { name: string; substitution: 'best_match' | 'no_substitute' | 'specific'; substitute_product?: string; customer?: string },
) {
  const customerId = await resolveShopper(ctx, input.customer);
  const line = customerId ? await ownLine(ctx, customerId, input.name) : null;
  if (!customerId || !line) throw notFound('Cart item not found.');
  let substituteId: string | null = null;
  if (input.substitution === 'specific') {
    if (!input.substitute_product)
      throw invalid('substitute_product is required for a specific substitute', [
        { field: 'substitute_product', message: 'substitute_product is required' },
      ]);
    const candidates = await substitutionCandidates(ctx, line.product_id, 50);
    const chosen = candidates.find((c) => c.name === input.substitute_product || c.route === input.substitute_product);
    if (!chosen)
      throw invalid('That product cannot stand in for this item.', [{ field: 'substitute_product', message: 'Not a suitable substitute' }]);
    substituteId = chosen.name;
  }
  await ctx.db
    .updateTable('cart_item')
    .set({ substitution: input.substitution, substitute_product_id: substituteId })
    .where('id', '=', line.id)
    .execute();
  return { status: 'success' as const, message: 'Substitution saved', cart: await loadCart(ctx, customerId, line.cart_type) };
}
