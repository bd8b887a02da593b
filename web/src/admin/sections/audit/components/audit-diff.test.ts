import { describe, expect, it } from 'vitest';
import { diffRows } from './audit-diff';

describe('diffRows', () => {
  it('lists changed, added, removed and unchanged fields with dotted paths', () => {
    const rows = diffRows(
      { status: 'Placed', lines: [{ qty: 2 }, { qty: 1 }], note: 'x' },
      { status: 'Confirmed', lines: [{ qty: 1 }], reason: 'short' },
    );
    expect(rows).toEqual([
      { path: 'status', before: 'Placed', after: 'Confirmed', kind: 'changed' },
      { path: 'lines[0].qty', before: '2', after: '1', kind: 'changed' },
      { path: 'lines[1].qty', before: '1', after: undefined, kind: 'removed' },
      { path: 'note', before: 'x', after: undefined, kind: 'removed' },
      { path: 'reason', before: undefined, after: 'short', kind: 'added' },
    ]);
  });

  it('a creation has only added fields; same values are marked same', () => {
    expect(diffRows(null, { a: 1 })).toEqual([{ path: 'a', before: undefined, after: '1', kind: 'added' }]);
    expect(diffRows({ a: true }, { a: true })[0]!.kind).toBe('same');
  });
});
