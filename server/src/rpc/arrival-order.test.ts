import { describe, expect, it } from 'vitest';
import { ArrivalOrder } from './arrival-order';

/** Resolves in the check phase after the queue's own turn that is already scheduled. */
const afterTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ArrivalOrder', () => {
  it('starts calls in the order they asked for their turn', async () => {
    const order = new ArrivalOrder(3);
    const started: number[] = [];
    await Promise.all(Array.from({ length: 10 }, (_, i) => order.turn().then(() => started.push(i))));
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(order.length).toBe(0);
  });

  it('starts at most perTurn calls a turn and lets the event loop run between turns', async () => {
    const order = new ArrivalOrder(4);
    const started: number[] = [];
    const calls = Array.from({ length: 10 }, (_, i) => order.turn().then(() => started.push(i)));
    expect(started).toEqual([]);
    const seen: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      await afterTurn();
      seen.push(started.length);
    }
    expect(seen).toEqual([4, 8, 10]);
    await Promise.all(calls);
  });

  it('queues a call that arrives during a turn behind the calls already waiting', async () => {
    const order = new ArrivalOrder(2);
    const started: string[] = [];
    const late: Promise<unknown>[] = [];
    const calls = ['a', 'b', 'c', 'd'].map((name) =>
      order.turn().then(() => {
        started.push(name);
        // 'a' arrives first and, while it runs, a new call asks for its turn.
        if (name === 'a') late.push(order.turn().then(() => started.push('late')));
      }),
    );
    await Promise.all(calls);
    await Promise.all(late);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'late']);
  });

  it('a timer that falls due during a turn runs before the next turn', async () => {
    const order = new ArrivalOrder(1);
    const events: string[] = [];
    const calls = [1, 2, 3].map((i) =>
      order.turn().then(() => {
        events.push(`call ${i}`);
        if (i !== 1) return;
        // The first call sets a timer and keeps the loop busy until it is surely due.
        setTimeout(() => events.push('timer'), 1);
        const until = performance.now() + 5;
        while (performance.now() < until);
      }),
    );
    await Promise.all(calls);
    expect(events).toEqual(['call 1', 'timer', 'call 2', 'call 3']);
  });
});
