import { randomBytes } from 'node:crypto';
import { anonymousCtx, type AppState, type Ctx } from '../ctx';

/**
 * Background jobs that run once across processes (decision 008). Every process ticks; a job runs
 * in the process that claims its lease — one conditional update on its `job_lease` row, due and
 * not held — so two processes (or a restart) never run it at the same time. The lease expires on
 * its own if the holder dies mid-run, and the next tick anywhere picks the job up. Jobs are sweeps
 * over the tables (open payments, unpaid orders, expired holds): their state is the data itself,
 * so nothing is lost in a restart.
 */
export interface Job {
  name: string;
  /** How long after a run finishes the next one is due. */
  everyMs: number;
  run(ctx: Ctx): Promise<unknown>;
}

/** Longest a run may hold its lease before another process may take the job over. */
const LEASE_MS = 5 * 60_000;

export class JobRunner {
  readonly owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly app: AppState,
    private readonly jobs: Job[],
  ) {}

  /** Ticks every `tickMs` (the first a tick after start, so start-up stays quick). */
  start(tickMs: number): void {
    if (tickMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs every due job whose lease this process can claim. */
  tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      for (const job of this.jobs) await this.runIfClaimed(job);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /** Runs one job now if no other process holds it (due or not). Returns whether it ran. */
  runNow(name: string): Promise<boolean> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return this.runIfClaimed(job, { ignoreSchedule: true });
  }

  private async runIfClaimed(job: Job, opts: { ignoreSchedule?: boolean } = {}): Promise<boolean> {
    const log = this.app.log.child({ job: job.name });
    try {
      if (!(await this.claim(job, opts.ignoreSchedule ?? false))) return false;
    } catch (err) {
      log.warn({ err }, 'job lease could not be claimed');
      return false;
    }
    let error = '';
    try {
      await job.run(anonymousCtx(this.app, log));
    } catch (err) {
      error = String((err as Error)?.message ?? err).slice(0, 500);
      log.error({ err }, 'job failed');
    }
    const done = this.app.clock.now();
    await this.app.db
      .updateTable('job_lease')
      .set({
        locked_until: done.toISOString(),
        next_run_at: new Date(done.getTime() + job.everyMs).toISOString(),
        last_finished_at: done.toISOString(),
        last_error: error,
      })
      .where('name', '=', job.name)
      .where('owner', '=', this.owner)
      .execute()
      .catch((err: unknown) => log.warn({ err }, 'job lease could not be released; it expires by itself'));
    return true;
  }

  private async claim(job: Job, ignoreSchedule: boolean): Promise<boolean> {
    const now = this.app.clock.now();
    const iso = now.toISOString();
    await this.app.db
      .insertInto('job_lease')
      .values({ name: job.name, owner: '', locked_until: iso, next_run_at: iso, last_error: '', runs: 0 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const res = await this.app.db
      .updateTable('job_lease')
      .set((eb) => ({
        owner: this.owner,
        locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        last_started_at: iso,
        runs: eb('runs', '+', 1),
      }))
      .where('name', '=', job.name)
      .where('locked_until', '<=', iso)
      .$if(!ignoreSchedule, (q) => q.where('next_run_at', '<=', iso))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
