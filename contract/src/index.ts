/** The call registry: every rpc call the server answers, by its spec name. */
import type { z } from 'zod';
import { adminCoreCalls } from './admin-core';
import { adminOrdersCalls } from './admin-orders';
import { adminCatalogCalls } from './admin-catalog';
import { adminDeliveryCalls } from './admin-delivery';
import { adminCustomersCalls } from './admin-customers';
import { adminContentCalls } from './admin-content';
import { adminFeedbackCalls } from './admin-feedback';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import { checkoutCalls, orderCalls } from './checkout';
import { contentCalls } from './content';
import { customerCalls } from './customers';
import { homeCalls } from './home';
import { locationCalls } from './location';
import { paymentCalls } from './payments';
import { productFeedbackCalls } from './product-feedback';
import { settingsCalls } from './settings';

export const calls = {
  ...settingsCalls,
  ...catalogCalls,
  ...homeCalls,
  ...productFeedbackCalls,
  ...customerCalls,
  /** The spec's name for the same sign-in (also its software-as-a-service login): one call, two names (decision 025). */
  login_customer: customerCalls.login,
  ...cartCalls,
  ...locationCalls,
  ...checkoutCalls,
  ...orderCalls,
  ...paymentCalls,
  ...contentCalls,
  ...adminCoreCalls,
  ...adminOrdersCalls,
  ...adminCatalogCalls,
  ...adminDeliveryCalls,
  ...adminCustomersCalls,
  ...adminContentCalls,
  ...adminFeedbackCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a client may send (wire input, before coercion). */
export type CallPayloadIn<N extends CallName> = z.input<Calls[N]['payload']>;
/** What a handler receives (after validation and coercion). */
export type CallPayload<N extends CallName> = z.output<Calls[N]['payload']>;
export type CallResult<N extends CallName> = z.output<Calls[N]['result']>;

export type { CallAuth, CallDef, FrappeErrorBody, StaffRole } from './calls-core';
