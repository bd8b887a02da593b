import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The origin of the map tile server, for the CSP (none for tiles served by Larder itself). */
function tileOrigin(url: string): string[] {
  try {
    const u = new URL(url.replace(/\{[a-z]\}/g, '0'));
    return [u.origin.replace('0.', '*.')];
  } catch {
    return [];
  }
}

type Sources = Partial<Record<'script' | 'frame' | 'connect' | 'img' | 'style' | 'font', string[]>>;

/** What each card provider's browser SDK loads, allowed only when that provider is switched on. */
const PROVIDER_SOURCES: Record<string, Sources> = {
  razorpay: {
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    img: ['https://cdn.razorpay.com'],
  },
  stripe: {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
    img: ['https://*.stripe.com'],
  },
  square: {
    script: ['https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com', 'https://js.squareup.com', 'https://js.squareupsandbox.com'],
    frame: ['https://*.squarecdn.com', 'https://connect.squareup.com', 'https://api.squareup.com', 'https://*.cardinalcommerce.com'],
    connect: [
      'https://pci-connect.squareup.com',
      'https://pci-connect.squareupsandbox.com',
      'https://connect.squareup.com',
      'https://connect.squareupsandbox.com',
    ],
    style: ['https://*.squarecdn.com'],
    font: ['https://*.squarecdn.com', 'https://d1g145x70srn7h.cloudfront.net'],
  },
};

export function providerSources(providers: string[]): Required<Sources> {
  const out: Required<Sources> = { script: [], frame: [], connect: [], img: [], style: [], font: [] };
  for (const p of providers)
    for (const [k, v] of Object.entries(PROVIDER_SOURCES[p] ?? {}) as [keyof Sources, string[]][]) out[k].push(...v);
  return out;
}

/** Security headers with a strict Content-Security-Policy, and CORS for the app wrappers' origins. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const extra = providerSources(config.paymentProviders);
  // Built once: @fastify/helmet rebuilt (and re-parsed) this policy on every request.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        // React and Radix set inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'", ...extra.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin(config.mapTileUrl), ...extra.img],
        fontSrc: ["'self'", 'data:', ...extra.font],
        connectSrc: ["'self'", ...extra.connect],
        frameSrc: extra.frame.length ? extra.frame : ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // The headers never vary by request: helmet runs once, against a recorder, and each answer
  // gets the recorded list (running helmet's dozen middlewares per request cost ~10 µs).
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => {},
  };
  applySecurityHeaders({} as never, recorder as never, () => {});
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
