/**
 * Configuration: environment variables parsed once with zod at start-up, frozen.
 * A bad value stops start-up with a readable list of what is wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ZDatabaseUrl = z.string().refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
  error: 'must be sqlite:<path> (e.g. sqlite:data/larder.sqlite) or postgres://user@host:port/db',
});

const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: ZDatabaseUrl.default('sqlite:data/larder.sqlite'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://shop.example.com' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /** Seed the demo shop into an empty store on start (default on). */
  SEED_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
  /** How often each process polls the cache version table (ms). */
  CACHE_POLL_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  /** How often each process looks for due background jobs (ms); 0 runs none (each job runs once across processes). */
  JOBS_TICK_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3_600_000).default(15000),
  /** Extra origins allowed by CORS (comma separated), e.g. the Capacitor app origins. */
  CORS_ORIGINS: z.string().default('capacitor://localhost,http://localhost,https://localhost'),
  /** Rate-limit counters shared by several processes; in memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, { error: 'must be redis://host:port' })
    .optional(),
  /** SMTP server for e-mail (smtp://user:pass@host:587); without it mail is written to the outbox folder. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'must be smtp://user:pass@host:port' })
    .optional(),
  MAIL_FROM: z.string().default('Larder <hello@larder.example>'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  /** Card providers offered, in order (test = the built-in sandbox; others need their keys). */
  PAYMENT_PROVIDERS: z.string().default('test'),
  /** The built-in test provider: auto = on unless NODE_ENV is production. */
  TEST_PAYMENTS: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
  TEST_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).default('larder-test-provider-webhook-secret'),
  NODE_ENV: z.string().default('development'),
  /** Map tiles for the location picker ({z}/{x}/{y}); its host is allowed by the CSP. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Lets /metrics answer callers other than this machine (Authorization: Bearer <token>). */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Multiplies every rate limit (1 in production; the browser tests raise it). */
  RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(1),
  /** Accept Web Push endpoints on plain http or private hosts (the test push service only). */
  PUSH_LOCAL_ENDPOINTS: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /** Firebase service account JSON: native pushes to FCM tokens (Android, and iOS through FCM). */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** The Firebase project, when it is not the service account's own. */
  FCM_PROJECT_ID: z.string().min(1).optional(),
  /** Tests only: FCM's and Google's token requests go to this plain-http server (a local stand-in). */
  FCM_API_URL: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:9099' }).optional(),
  /** OneSignal app whose subscription ids (the spec's player_id) get native pushes. */
  ONESIGNAL_APP_ID: z.uuid({ error: 'must be the OneSignal App ID (a UUID)' }).optional(),
  ONESIGNAL_API_KEY: z.string().min(1).optional(),
  ONESIGNAL_API_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.onesignal.com'),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  databaseUrl: string;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  /** Generated and uploaded images, served under /media. */
  mediaDir: string;
  trustProxy: boolean;
  seedDemo: boolean;
  cachePollMs: number;
  jobsTickMs: number;
  corsOrigins: string[];
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  paymentProviders: string[];
  testPayments: boolean;
  testWebhookSecret: string;
  mapTileUrl: string;
  mapAttribution: string;
  pushLocalEndpoints: boolean;
  /** Firebase Cloud Messaging for native devices; null: not configured (their pushes are skipped). */
  fcm: { serviceAccountFile: string; projectId: string; apiUrl: string | undefined } | null;
  /** OneSignal for devices known by a OneSignal subscription id; null: not configured. */
  oneSignal: { appId: string; apiKey: string; apiUrl: string } | null;
  rateLimitScale: number;
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Larder cannot start, the configuration is wrong:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseDatabaseUrl(url: string): Config['database'] {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(REPO_ROOT, file) };
  }
  return { kind: 'postgres', url };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const port = e.PORT;
  const problems: string[] = [];
  const fcm = e.FCM_SERVICE_ACCOUNT_FILE ? fcmConfig(e, problems) : null;
  if (!e.FCM_SERVICE_ACCOUNT_FILE && (e.FCM_PROJECT_ID || e.FCM_API_URL))
    problems.push('FCM_SERVICE_ACCOUNT_FILE: is required with FCM_PROJECT_ID or FCM_API_URL');
  if (Boolean(e.ONESIGNAL_APP_ID) !== Boolean(e.ONESIGNAL_API_KEY))
    problems.push('ONESIGNAL_APP_ID, ONESIGNAL_API_KEY: set both, or neither');
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze({
    port,
    host: e.HOST,
    database: parseDatabaseUrl(e.DATABASE_URL),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'web/dist'),
    mediaDir: path.resolve(REPO_ROOT, e.MEDIA_DIR ?? 'data/media'),
    trustProxy: e.TRUST_PROXY === '1',
    seedDemo: e.SEED_DEMO === '1',
    cachePollMs: e.CACHE_POLL_MS,
    jobsTickMs: e.JOBS_TICK_MS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.resolve(REPO_ROOT, e.OUTBOX_DIR),
    paymentProviders: e.PAYMENT_PROVIDERS.split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    // The sandbox is refused in production unless explicitly allowed.
    testPayments: e.TEST_PAYMENTS === 'on' || (e.TEST_PAYMENTS === 'auto' && e.NODE_ENV !== 'production'),
    testWebhookSecret: e.TEST_WEBHOOK_SECRET,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    pushLocalEndpoints: e.PUSH_LOCAL_ENDPOINTS === '1',
    fcm,
    oneSignal:
      e.ONESIGNAL_APP_ID && e.ONESIGNAL_API_KEY
        ? { appId: e.ONESIGNAL_APP_ID, apiKey: e.ONESIGNAL_API_KEY, apiUrl: e.ONESIGNAL_API_URL.replace(/\/$/, '') }
        : null,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    metricsToken: e.METRICS_TOKEN,
  });
}

/** The service account must be readable at start-up: a wrong path is found now, not at the first order. */
function fcmConfig(e: Env, problems: string[]): Config['fcm'] {
  const file = path.resolve(REPO_ROOT, e.FCM_SERVICE_ACCOUNT_FILE!);
  let account: { project_id?: unknown; client_email?: unknown; private_key?: unknown };
  try {
    account = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof account;
  } catch (err) {
    problems.push(`FCM_SERVICE_ACCOUNT_FILE: ${file} cannot be read as JSON (${(err as Error).message})`);
    return null;
  }
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
    problems.push('FCM_SERVICE_ACCOUNT_FILE: not a service account key (client_email and private_key are missing)');
    return null;
  }
  const projectId = e.FCM_PROJECT_ID ?? (typeof account.project_id === 'string' ? account.project_id : '');
  if (!projectId) problems.push('FCM_PROJECT_ID: is required when the service account names no project_id');
  return { serviceAccountFile: file, projectId, apiUrl: e.FCM_API_URL?.replace(/\/$/, '') };
}
