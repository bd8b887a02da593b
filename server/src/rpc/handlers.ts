import { adminCoreRpc } from '../modules/admin/admin-core.rpc';
import { adminOrdersRpc } from '../modules/admin/admin-orders.rpc';
import { adminCatalogRpc } from '../modules/admin/admin-catalog.rpc';
import { adminDeliveryRpc } from '../modules/admin/admin-delivery.rpc';
import { adminCustomersRpc } from '../modules/admin/admin-customers.rpc';
import { adminContentRpc } from '../modules/admin/admin-content.rpc';
import { adminFeedbackRpc } from '../modules/admin/admin-feedback.rpc';
import { cartRpc } from '../modules/cart/cart.rpc';
import { catalogRpc } from '../modules/catalog/catalog.rpc';
import { checkoutRpc } from '../modules/checkout/checkout.rpc';
import { contentRpc } from '../modules/content/content.rpc';
import { customersRpc } from '../modules/customers/customers.rpc';
import { locationRpc } from '../modules/location/location.rpc';
import { paymentsRpc } from '../modules/payments/payments.rpc';
import { searchRpc } from '../modules/search/search.rpc';
import { slotsRpc } from '../modules/slots/slots.rpc';
import { settingsRpc } from '../modules/settings/settings.rpc';
import { subscriptionsRpc } from '../modules/subscriptions/subscriptions.rpc';
import type { Handlers } from './handler-types';

/** Every call's handler, registered explicitly. A call of the contract without one fails to compile. */
export const handlers: Handlers = {
  ...settingsRpc,
  ...catalogRpc,
  ...searchRpc,
  ...contentRpc,
  ...customersRpc,
  login_customer: customersRpc.login,
  ...cartRpc,
  ...locationRpc,
  ...slotsRpc,
  ...checkoutRpc,
  ...paymentsRpc,
  ...subscriptionsRpc,
  ...adminCoreRpc,
  ...adminOrdersRpc,
  ...adminCatalogRpc,
  ...adminDeliveryRpc,
  ...adminCustomersRpc,
  ...adminContentRpc,
  ...adminFeedbackRpc,
};
