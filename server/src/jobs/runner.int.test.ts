import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { fixedClock } from '../lib/clock';
import { type Job, JobRunner } from './runner';

/**
 * Job leases (decision 008), on SQLite and PostgreSQL: two runners (as two processes would) never
 * run a job at the same time, a run is not repeated before it is due, a runner that dies
 * mid-run loses its lease after five minutes, and a new runner (a restart) keeps the schedule.
 */
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function slowJob(name: string) {
  let release = () => {};
  let runs = 0;
  const job: Job = {
    name,
    everyMs: 60_000,
    run: () => {
      runs++;
      return new Promise<void>((r) => (release = r));
    },
  };
  return { job, runs: () => runs, finish: () => release() };
}

describe('background jobs', () => {
  it('run in one runner at a time, and not again before they are due', async () => {
    const { job, runs, finish } = slowJob('test.once');
    const a = new JobRunner(t.state, [job]);
    const b = new JobRunner(t.state, [job]);
    const first = a.tick();
    await new Promise((r) => setTimeout(r, 50));
    await b.tick(); // A holds the lease: B does not run it
    expect(runs()).toBe(1);
    finish();
    await first;
    await b.tick(); // done, but not due for another minute
    expect(runs()).toBe(1);
    clock.advance(61_000);
    const second = b.tick();
    await new Promise((r) => setTimeout(r, 50));
    expect(runs()).toBe(2);
    finish();
    await second;
    const lease = await t.db.db.selectFrom('job_lease').selectAll().where('name', '=', 'test.once').executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ owner: b.owner, runs: 2, last_error: '' });
  });

  it('a runner that dies mid-run loses its lease after five minutes; a restarted runner keeps the schedule', async () => {
    const { job, runs, finish } = slowJob('test.crash');
    const dead = new JobRunner(t.state, [job]);
    void dead.tick(); // never finishes: its process "died"
    await new Promise((r) => setTimeout(r, 50));
    const restarted = new JobRunner(t.state, [job]);
    clock.advance(4 * 60_000);
    await restarted.tick();
    expect(runs()).toBe(1);
    clock.advance(2 * 60_000);
    const taken = restarted.tick();
    await new Promise((r) => setTimeout(r, 50));
    expect(runs()).toBe(2);
    finish();
    await taken;
    const lease = await t.db.db.selectFrom('job_lease').selectAll().where('name', '=', 'test.crash').executeTakeFirstOrThrow();
    expect(lease.owner).toBe(restarted.owner);
    expect(lease.next_run_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
  });

  it('records a failed run and runs the job again when it is next due', async () => {
    let calls = 0;
    const job: Job = {
      name: 'test.fails',
      everyMs: 1000,
      run: () => {
        calls++;
        return calls === 1 ? Promise.reject(new Error('provider down')) : Promise.resolve();
      },
    };
    const r = new JobRunner(t.state, [job]);
    await r.tick();
    expect(
      (await t.db.db.selectFrom('job_lease').select('last_error').where('name', '=', 'test.fails').executeTakeFirstOrThrow()).last_error,
    ).toBe('provider down');
    clock.advance(1500);
    await r.tick();
    expect(calls).toBe(2);
    expect(
      (await t.db.db.selectFrom('job_lease').select('last_error').where('name', '=', 'test.fails').executeTakeFirstOrThrow()).last_error,
    ).toBe('');
  });
});
