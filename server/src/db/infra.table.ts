/** Tables that belong to no business area: cache versions, id series, auth tokens. */

/** Bumped by writers in the same transaction as a change; processes poll it to refresh caches. */
export interface CacheVersionTable {
  scope: string;
  version: number;
}

export interface NamingSeriesTable {
  prefix: string;
  seq: number;
}

/** API credentials: `Authorization: token <key>:<secret>`; only a hash of the secret is kept. */
export interface AuthTokenTable {
  api_key: string;
  secret_hash: string;
  subject_type: 'customer' | 'staff';
  subject_id: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

/** A background job's lease: the process that holds it runs the job; the next run is due at next_run_at (decision 008). */
export interface JobLeaseTable {
  name: string;
  owner: string;
  locked_until: string;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_error: string;
  runs: number;
}
