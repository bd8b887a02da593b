/** Before/after JSON as rows a person can read: one per changed field (dotted paths into nested values). */

export type DiffKind = 'changed' | 'added' | 'removed' | 'same';
export interface DiffRow {
  path: string;
  before: string | undefined;
  after: string | undefined;
  kind: DiffKind;
}

function flatten(v: unknown, prefix: string, out: Map<string, string>): void {
  if (v !== null && typeof v === 'object') {
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v as Record<string, unknown>);
    if (!entries.length) {
      out.set(prefix || '(value)', Array.isArray(v) ? '[]' : '{}');
      return;
    }
    for (const [k, x] of entries) flatten(x, prefix ? (Array.isArray(v) ? `${prefix}[${k}]` : `${prefix}.${k}`) : k, out);
    return;
  }
  out.set(prefix || '(value)', v === null ? 'null' : typeof v === 'string' ? v : JSON.stringify(v));
}

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const b = new Map<string, string>();
  const a = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', b);
  if (after !== null && after !== undefined) flatten(after, '', a);
  const keys = [...new Set([...b.keys(), ...a.keys()])];
  return keys.map((path) => {
    const x = b.get(path);
    const y = a.get(path);
    const kind: DiffKind = x === undefined ? 'added' : y === undefined ? 'removed' : x === y ? 'same' : 'changed';
    return { path, before: x, after: y, kind };
  });
}
