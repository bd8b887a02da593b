import { describe, expect, it } from 'vitest';
import { DistinctBatches } from './distinct-batches';

/** A batcher whose runs wait until the test lets them finish, and which records every batch it ran. */
function held() {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const b = new DistinctBatches<string, string>(
    (items) => {
      batches.push(items);
      return new Promise((resolve) => pending.push(() => resolve(items.map((i) => `${i}!`))));
    },
    (item) => item.split(':')[0]!,
    3,
  );
  const finishOne = async () => {
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { b, batches, finishOne };
}

describe('DistinctBatches', () => {
  it('sends an item at once when nothing is out, and what arrives meanwhile in the next batch', async () => {
    const { b, batches, finishOne } = held();
    const first = b.submit('a:1');
    expect(batches).toEqual([['a:1']]);
    const later = [b.submit('b:1'), b.submit('c:1')];
    expect(batches).toHaveLength(1);
    await finishOne();
    expect(await first).toBe('a:1!');
    expect(batches).toEqual([['a:1'], ['b:1', 'c:1']]);
    await finishOne();
    expect(await Promise.all(later)).toEqual(['b:1!', 'c:1!']);
  });

  it('never puts two items of one key in a batch, keeps each key in order, and caps a batch', async () => {
    const { b, batches, finishOne } = held();
    const all = [b.submit('x:0')];
    for (const item of ['a:1', 'a:2', 'b:1', 'c:1', 'd:1', 'a:3', 'b:2']) all.push(b.submit(item));
    await finishOne();
    await finishOne();
    await finishOne();
    await finishOne();
    expect(batches).toEqual([['x:0'], ['a:1', 'b:1', 'c:1'], ['a:2', 'd:1', 'b:2'], ['a:3']]);
    expect(await Promise.all(all)).toEqual(['x:0', 'a:1', 'a:2', 'b:1', 'c:1', 'd:1', 'a:3', 'b:2'].map((i) => `${i}!`));
  });

  it('fails every item of a batch that fails or answers the wrong number of results, and goes on with the next', async () => {
    let calls = 0;
    const b = new DistinctBatches<string, string>(
      (items) => {
        calls++;
        if (calls === 1) return Promise.reject(new Error('down'));
        if (calls === 2) return Promise.resolve(['only one']);
        return Promise.resolve(items);
      },
      (item) => item,
    );
    const first = b.submit('a');
    const second = [b.submit('b'), b.submit('c')];
    await expect(first).rejects.toThrow('down');
    await expect(second[0]).rejects.toThrow('A batch of 2 answered 1 results');
    await expect(second[1]).rejects.toThrow('A batch of 2 answered 1 results');
    expect(await b.submit('d')).toBe('d');
  });

  it('is over when the batch answers its list: an item answered by a promise settles on its own without holding the next batch', async () => {
    let letGo!: () => void;
    const slow = new Promise<string>((resolve) => (letGo = () => resolve('slow!')));
    const batches: string[][] = [];
    const b = new DistinctBatches<string, string>(
      (items) => {
        batches.push(items);
        return Promise.resolve(items.map((i) => (i === 'slow' ? slow : `${i}!`)));
      },
      (item) => item,
    );
    const first = b.submit('slow');
    expect(await b.submit('next')).toBe('next!');
    expect(batches).toEqual([['slow'], ['next']]);
    letGo();
    expect(await first).toBe('slow!');
  });
});
