import { type AppState, appSingleton } from '../../ctx';
import type { PaymentProvider, ProviderName } from './provider';
import { createProviders, loadProviderConfigs } from './providers/provider-config';
import { TestProvider } from './providers/test-provider';

/** Where the built-in provider delivers its webhooks (set by the webhook route at start-up). */
export const WEBHOOK_SINK = 'payments.webhookSink';
export type WebhookSink = (provider: string, rawBody: string, headers: Record<string, string>) => void;

export interface Providers {
  /** Card providers offered at checkout, in the configured order. */
  enabled: PaymentProvider[];
  get(name: ProviderName): PaymentProvider | undefined;
  test: TestProvider | undefined;
}

/** The payment providers of this process: the test sandbox (unless refused) and those configured by env. */
export function providers(app: AppState): Providers {
  return appSingleton(app, 'payments.providers', () => {
    const all = new Map<ProviderName, PaymentProvider>();
    let test: TestProvider | undefined;
    if (app.config.testPayments) {
      test = new TestProvider(app.db, app.clock, app.config.testWebhookSecret, (rawBody, headers) => {
        // Delivered like a provider's webhook: later, and independently of the shopper's browser.
        const sink = app.memos.get(WEBHOOK_SINK) as WebhookSink | undefined;
        if (sink) setImmediate(() => sink('test', rawBody, headers));
      });
      all.set('test', test);
    }
    const { configs, problems } = loadProviderConfigs(process.env);
    // Names variables, never values.
    for (const problem of problems) app.log.warn(`payment provider not configured: ${problem}`);
    for (const [name, p] of createProviders(configs)) all.set(name, p);
    const order = app.config.paymentProviders.filter((n): n is ProviderName => all.has(n as ProviderName));
    return { enabled: order.map((n) => all.get(n)!), get: (name) => all.get(name), test };
  });
}
