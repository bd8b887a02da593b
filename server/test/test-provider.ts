/**
 * The built-in test provider, as tests drive it: pay at its hosted sheet with a test card, and
 * hold the webhooks it sends so a test delivers them when it chooses (late, twice, or never).
 */
import { WEBHOOK_SINK } from '../src/modules/payments/registry';
import type { TestApp } from './harness';

export const TEST_CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  auth3ds: '4000 0027 6000 3184',
  authFails: '4000 0084 0000 1629',
} as const;

/** Pays (or fails) a test payment at the sheet, as the shopper's browser would. */
export function payAtSheet(t: TestApp, ref: string, card: string = TEST_CARDS.ok) {
  return t.app.inject({
    method: 'POST',
    url: `/api/test-provider/payments/${ref}/confirm`,
    payload: { card_number: card, expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
  });
}

export interface HeldWebhooks {
  /** Webhooks sent and not delivered yet, oldest first. */
  pending: { body: string; headers: Record<string, string> }[];
  /** Delivers one (by index, modulo; `again` delivers it and keeps it for a replay). */
  deliver(i: number, again?: boolean): Promise<number | null>;
  /** Delivers every pending webhook, all at once. */
  deliverAll(): Promise<number[]>;
}

/** From now on the test provider's webhooks wait in `pending` instead of reaching the app by themselves. */
export function holdWebhooks(t: TestApp): HeldWebhooks {
  const pending: HeldWebhooks['pending'] = [];
  t.state.memos.set(WEBHOOK_SINK, (_provider: string, body: string, headers: Record<string, string>) => pending.push({ body, headers }));
  const send = async (h: { body: string; headers: Record<string, string> }) =>
    (await t.app.inject({ method: 'POST', url: '/api/webhooks/test', headers: h.headers, payload: h.body })).statusCode;
  // The provider sends on the next turn of the event loop (setImmediate): let those land first.
  const landed = () => new Promise((resolve) => setImmediate(resolve));
  return {
    pending,
    async deliver(i, again = false) {
      await landed();
      if (!pending.length) return null;
      const k = i % pending.length;
      const hook = again ? pending[k]! : pending.splice(k, 1)[0]!;
      return send(hook);
    },
    async deliverAll() {
      await landed();
      return Promise.all(pending.splice(0).map(send));
    },
  };
}
