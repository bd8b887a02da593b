import { describe, expect, it } from 'vitest';
import { createProviders, loadProviderConfigs } from './provider-config';

const razorpayEnv = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'rzp-secret-value-0001',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret-0001',
};
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_secret_value_0001',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_public_value_0001',
  STRIPE_WEBHOOK_SECRET: 'whsec_webhook_secret_0001',
};
const squareEnv = {
  SQUARE_ACCESS_TOKEN: 'EAAA-square-token-0001',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-app-0001',
  SQUARE_LOCATION_ID: 'L8F4K2ZQX9',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'square-signature-key-0001',
  SQUARE_WEBHOOK_URL: 'https://shop.example.com/api/webhooks/square',
};
const secrets = [
  razorpayEnv.RAZORPAY_KEY_SECRET,
  razorpayEnv.RAZORPAY_WEBHOOK_SECRET,
  stripeEnv.STRIPE_SECRET_KEY,
  stripeEnv.STRIPE_WEBHOOK_SECRET,
  squareEnv.SQUARE_ACCESS_TOKEN,
  squareEnv.SQUARE_WEBHOOK_SIGNATURE_KEY,
];

describe('loadProviderConfigs', () => {
  it('configures nothing and complains about nothing when no provider variable is set', () => {
    expect(loadProviderConfigs({ PATH: '/usr/bin', RAZORPAY_KEY_ID: '  ' })).toEqual({ configs: {}, problems: [] });
  });

  it('reads all three providers when fully set', () => {
    const { configs, problems } = loadProviderConfigs({ ...razorpayEnv, ...stripeEnv, ...squareEnv, SQUARE_ENVIRONMENT: 'sandbox' });
    expect(problems).toEqual([]);
    expect(configs).toEqual({
      razorpay: { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'rzp-secret-value-0001', webhookSecret: 'rzp-webhook-secret-0001' },
      stripe: {
        secretKey: 'sk_test_secret_value_0001',
        publishableKey: 'pk_test_public_value_0001',
        webhookSecret: 'whsec_webhook_secret_0001',
      },
      square: {
        accessToken: 'EAAA-square-token-0001',
        applicationId: 'sandbox-sq0idb-app-0001',
        locationId: 'L8F4K2ZQX9',
        webhookSignatureKey: 'square-signature-key-0001',
        webhookUrl: 'https://shop.example.com/api/webhooks/square',
        environment: 'sandbox',
      },
    });
  });

  it('leaves out a half-configured provider and names what is missing, never a value', () => {
    const { configs, problems } = loadProviderConfigs({
      RAZORPAY_KEY_ID: razorpayEnv.RAZORPAY_KEY_ID,
      STRIPE_SECRET_KEY: stripeEnv.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: stripeEnv.STRIPE_WEBHOOK_SECRET,
      ...squareEnv,
      SQUARE_LOCATION_ID: '',
    });
    expect(configs).toEqual({});
    expect(problems).toEqual([
      'Razorpay is half-configured: RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set',
      'Stripe is half-configured: STRIPE_PUBLISHABLE_KEY is not set',
      'Square is half-configured: SQUARE_LOCATION_ID is not set',
    ]);
    for (const secret of secrets) expect(problems.join('\n')).not.toContain(secret);
  });

  it('counts SQUARE_ENVIRONMENT alone as a half-configured Square', () => {
    const { problems } = loadProviderConfigs({ SQUARE_ENVIRONMENT: 'sandbox' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Square is half-configured: SQUARE_ACCESS_TOKEN, /);
  });

  it('refuses a secret key where the browser’s publishable key belongs, and mixed test/live keys', () => {
    const swapped = loadProviderConfigs({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops_secret' });
    expect(swapped.configs.stripe).toBeUndefined();
    expect(swapped.problems).toEqual(['Stripe: STRIPE_PUBLISHABLE_KEY should start with pk_test_ or pk_live_']);
    expect(swapped.problems.join()).not.toContain('sk_test_oops_secret');

    const mixed = loadProviderConfigs({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'pk_live_public' });
    expect(mixed.problems).toEqual(['Stripe: STRIPE_SECRET_KEY is a test key but STRIPE_PUBLISHABLE_KEY is a live key']);
  });

  it('checks the shape of Razorpay and Stripe keys', () => {
    expect(loadProviderConfigs({ ...razorpayEnv, RAZORPAY_KEY_ID: 'key_123' }).problems).toEqual([
      'Razorpay: RAZORPAY_KEY_ID should start with rzp_test_ or rzp_live_',
    ]);
    expect(loadProviderConfigs({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'not-a-whsec' }).problems).toEqual([
      'Stripe: STRIPE_WEBHOOK_SECRET should start with whsec_',
    ]);
  });

  it('takes Square’s environment from the application id, and refuses a contradiction', () => {
    expect(loadProviderConfigs(squareEnv).configs.square?.environment).toBe('sandbox');
    expect(loadProviderConfigs({ ...squareEnv, SQUARE_APPLICATION_ID: 'sq0idp-live-app' }).configs.square?.environment).toBe('production');
    expect(loadProviderConfigs({ ...squareEnv, SQUARE_ENVIRONMENT: 'production' }).problems).toEqual([
      'Square: SQUARE_ENVIRONMENT is production but SQUARE_APPLICATION_ID is a sandbox application id',
    ]);
    expect(loadProviderConfigs({ ...squareEnv, SQUARE_ENVIRONMENT: 'staging' }).problems).toEqual([
      'Square: SQUARE_ENVIRONMENT should be sandbox or production',
    ]);
    expect(loadProviderConfigs({ ...squareEnv, SQUARE_WEBHOOK_URL: '/api/webhooks/square' }).problems).toEqual([
      'Square: SQUARE_WEBHOOK_URL should be the full notification URL (https://…)',
    ]);
  });
});

describe('createProviders', () => {
  it('builds one adapter per configured provider, each in test mode for test keys', () => {
    const { configs } = loadProviderConfigs({ ...razorpayEnv, ...stripeEnv, ...squareEnv });
    const providers = createProviders(configs);
    expect([...providers.keys()]).toEqual(['razorpay', 'stripe', 'square']);
    for (const [name, provider] of providers) {
      expect(provider.name).toBe(name);
      expect(provider.testMode).toBe(true);
      const shown = JSON.stringify(provider.publicSettings());
      for (const secret of secrets) expect(shown).not.toContain(secret);
    }
  });

  it('builds nothing from no configuration', () => {
    expect(createProviders({}).size).toBe(0);
  });

  it('knows live keys are live', () => {
    const { configs, problems } = loadProviderConfigs({
      ...razorpayEnv,
      RAZORPAY_KEY_ID: 'rzp_live_ILgsfZCZoFIKMb',
      ...stripeEnv,
      STRIPE_SECRET_KEY: 'sk_live_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_public',
      ...squareEnv,
      SQUARE_APPLICATION_ID: 'sq0idp-live-app',
    });
    expect(problems).toEqual([]);
    for (const provider of createProviders(configs).values()) expect(provider.testMode).toBe(false);
  });
});
