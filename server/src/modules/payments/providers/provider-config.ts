import type { PaymentProvider, ProviderName } from '../provider';
import { RazorpayProvider, type RazorpayConfig } from './razorpay';
import { SquareProvider, type SquareConfig } from './square';
import { StripeProvider, type StripeConfig } from './stripe';

export interface ProviderConfigs {
  razorpay?: RazorpayConfig;
  stripe?: StripeConfig;
  square?: SquareConfig;
}

export interface LoadedProviderConfigs {
  configs: ProviderConfigs;
  /** One line per half-configured or mis-configured provider; that provider is left out. Never contains a secret. */
  problems: string[];
}

const RAZORPAY_VARS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
const STRIPE_VARS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const SQUARE_VARS = [
  'SQUARE_ACCESS_TOKEN',
  'SQUARE_APPLICATION_ID',
  'SQUARE_LOCATION_ID',
  'SQUARE_WEBHOOK_SIGNATURE_KEY',
  'SQUARE_WEBHOOK_URL',
] as const;

/**
 * Reads each card provider's keys from the environment. A provider none of whose variables are set
 * is simply not configured; one with some but not all (or with values that cannot be right, such
 * as a secret key where the browser's publishable key belongs) is left out and reported.
 */
export function loadProviderConfigs(env: NodeJS.ProcessEnv): LoadedProviderConfigs {
  const problems: string[] = [];
  const configs: ProviderConfigs = {};
  const razorpay = loadRazorpay(env, problems);
  if (razorpay) configs.razorpay = razorpay;
  const stripe = loadStripe(env, problems);
  if (stripe) configs.stripe = stripe;
  const square = loadSquare(env, problems);
  if (square) configs.square = square;
  return { configs, problems };
}

/** One adapter per configured provider (the built-in test provider is added by the caller). */
export function createProviders(configs: ProviderConfigs): Map<ProviderName, PaymentProvider> {
  const providers = new Map<ProviderName, PaymentProvider>();
  if (configs.razorpay) providers.set('razorpay', new RazorpayProvider(configs.razorpay));
  if (configs.stripe) providers.set('stripe', new StripeProvider(configs.stripe));
  if (configs.square) providers.set('square', new SquareProvider(configs.square));
  return providers;
}

function loadRazorpay(env: NodeJS.ProcessEnv, problems: string[]): RazorpayConfig | undefined {
  const v = readGroup(env, RAZORPAY_VARS, 'Razorpay', problems);
  if (!v) return undefined;
  const found: string[] = [];
  if (!/^rzp_(test|live)_/.test(v.RAZORPAY_KEY_ID)) found.push('RAZORPAY_KEY_ID should start with rzp_test_ or rzp_live_');
  if (v.RAZORPAY_KEY_SECRET === v.RAZORPAY_KEY_ID) found.push('RAZORPAY_KEY_SECRET is the same as RAZORPAY_KEY_ID');
  if (report('Razorpay', found, problems)) return undefined;
  return { keyId: v.RAZORPAY_KEY_ID, keySecret: v.RAZORPAY_KEY_SECRET, webhookSecret: v.RAZORPAY_WEBHOOK_SECRET };
}

function loadStripe(env: NodeJS.ProcessEnv, problems: string[]): StripeConfig | undefined {
  const v = readGroup(env, STRIPE_VARS, 'Stripe', problems);
  if (!v) return undefined;
  const found: string[] = [];
  const secretMode = /^(sk|rk)_(test|live)_/.exec(v.STRIPE_SECRET_KEY)?.[2];
  const publishableMode = /^pk_(test|live)_/.exec(v.STRIPE_PUBLISHABLE_KEY)?.[1];
  if (!secretMode) found.push('STRIPE_SECRET_KEY should start with sk_test_, sk_live_, rk_test_ or rk_live_');
  // The publishable key is sent to every browser: a secret key here would leak.
  if (!publishableMode) found.push('STRIPE_PUBLISHABLE_KEY should start with pk_test_ or pk_live_');
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    found.push(`STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY is a ${publishableMode} key`);
  }
  if (!v.STRIPE_WEBHOOK_SECRET.startsWith('whsec_')) found.push('STRIPE_WEBHOOK_SECRET should start with whsec_');
  if (report('Stripe', found, problems)) return undefined;
  return { secretKey: v.STRIPE_SECRET_KEY, publishableKey: v.STRIPE_PUBLISHABLE_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET };
}

function loadSquare(env: NodeJS.ProcessEnv, problems: string[]): SquareConfig | undefined {
  const environmentVar = value(env, 'SQUARE_ENVIRONMENT');
  const v = readGroup(env, SQUARE_VARS, 'Square', problems, environmentVar !== undefined);
  if (!v) return undefined;
  const found: string[] = [];
  // Square's sandbox application ids say so; production ones do not.
  const appEnvironment = v.SQUARE_APPLICATION_ID.startsWith('sandbox-') ? 'sandbox' : 'production';
  let environment: SquareConfig['environment'] = appEnvironment;
  if (environmentVar !== undefined) {
    if (environmentVar !== 'sandbox' && environmentVar !== 'production') {
      found.push('SQUARE_ENVIRONMENT should be sandbox or production');
    } else if (environmentVar !== appEnvironment) {
      found.push(`SQUARE_ENVIRONMENT is ${environmentVar} but SQUARE_APPLICATION_ID is a ${appEnvironment} application id`);
    } else {
      environment = environmentVar;
    }
  }
  if (!/^https?:\/\/[^/\s]+/.test(v.SQUARE_WEBHOOK_URL)) found.push('SQUARE_WEBHOOK_URL should be the full notification URL (https://…)');
  if (v.SQUARE_APPLICATION_ID === v.SQUARE_ACCESS_TOKEN) found.push('SQUARE_APPLICATION_ID is the same as SQUARE_ACCESS_TOKEN');
  if (report('Square', found, problems)) return undefined;
  return {
    accessToken: v.SQUARE_ACCESS_TOKEN,
    applicationId: v.SQUARE_APPLICATION_ID,
    locationId: v.SQUARE_LOCATION_ID,
    webhookSignatureKey: v.SQUARE_WEBHOOK_SIGNATURE_KEY,
    webhookUrl: v.SQUARE_WEBHOOK_URL,
    environment,
    // Another base URL for Square's API (a proxy, or the local fake the tests run).
    ...(value(env, 'SQUARE_BASE_URL') ? { baseUrl: value(env, 'SQUARE_BASE_URL') } : {}),
  };
}

/**
 * All of `names` set → their values; none set (and not `touched`) → undefined, silently; some
 * set → undefined and a problem naming the missing ones (names only, never values).
 */
function readGroup<K extends string>(
  env: NodeJS.ProcessEnv,
  names: readonly K[],
  provider: string,
  problems: string[],
  touched = false,
): Record<K, string> | undefined {
  const values: Partial<Record<K, string>> = {};
  const missing: K[] = [];
  for (const name of names) {
    const found = value(env, name);
    if (found === undefined) missing.push(name);
    else values[name] = found;
  }
  if (missing.length === names.length && !touched) return undefined;
  if (missing.length > 0) {
    problems.push(`${provider} is half-configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`);
    return undefined;
  }
  return values as Record<K, string>;
}

function report(provider: string, found: string[], problems: string[]): boolean {
  for (const line of found) problems.push(`${provider}: ${line}`);
  return found.length > 0;
}

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}
