import {
  type KyselyPlugin,
  type LimitNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from 'kysely';

const isCount = (v: unknown): v is number | bigint =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) || (typeof v === 'bigint' && v >= 0n);

class LiteralLimits extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = node.limit;
    if (ValueNode.is(limit) && !limit.immediate && isCount(limit.value)) return { ...node, limit: ValueNode.createImmediate(limit.value) };
    return super.transformLimit(node);
  }
}

/**
 * SQLite only: a whole-number LIMIT is written into the query text instead of being bound.
 *
 * SQLite's planner reads a bound LIMIT's value, and marks the statement to be prepared again
 * whenever that parameter is bound anew (sqlite3ExprIsInteger sets the statement's variable mask).
 * better-sqlite3 binds every parameter on every run, so a kept statement with `limit ?` was parsed
 * and planned again on every call: 15–20 µs for a 27-column product row, three times what running
 * it costs. Offsets do not do this and stay bound. A LIMIT written in the text gives one kept
 * statement per page size, a handful.
 */
export class SqliteLiteralLimits implements KyselyPlugin {
  readonly #transformer = new LiteralLimits();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
