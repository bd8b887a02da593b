import { sql } from 'kysely';
import type { Ctx } from '../../ctx';

/**
 * `p.is_active = 1` that SQLite does not answer from the (is_active, popularity) index, for a query
 * that finds its products otherwise or wants them all. PostgreSQL gets the plain column: there
 * `+p.is_active` is an expression without statistics, estimated to keep 0.5 % of the products.
 */
export const activeOffIndex = (ctx: Pick<Ctx, 'dialect'>) =>
  ctx.dialect === 'sqlite' ? sql<number>`+p.is_active` : sql<number>`p.is_active`;
