/**
 * What the order e-mails show, read from the database in one place. Read only: sending an e-mail
 * never changes an order, a payment or a stock level.
 */
import type { ORDER_STATUSES, PAYMENT_STATUSES } from '@larder/contract/admin-orders';
import type { Ctx } from '../../../ctx';
import { getStoreSettings } from '../../settings/settings.service';
import { loadShopInfo } from './shop-info';
import type { ShopInfo } from './template';

type OrderStatus = (typeof ORDER_STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrderEmailLine {
  name: string;
  /** Chosen options ("Diced, 1 kg"), '' when none. */
  variant: string;
  quantity: number;
  /** Pence, VAT included. */
  unitPrice: number;
  lineTotal: number;
  free: boolean;
  /** The offer that made a FREE line free ('' when unknown). */
  freeBecause: string;
  substitution: 'best_match' | 'no_substitute' | 'specific';
  /** For a specific substitute: its name. */
  substituteName: string | null;
  note: string;
  /**
   * Sold by weight (null: priced by the piece). Until the order is picked, `lineTotal` is the
   * estimate; once picked it is the weighed charge (never more than `capTotal`).
   */
  weighed: OrderEmailWeighing | null;
}

export interface OrderEmailWeighing {
  pencePerKg: number;
  /** The typical weight of a piece times the quantity. */
  estimatedGrams: number;
  /** Pence: what the shopper was shown and paid (or owes) before picking. */
  estimatedTotal: number;
  /** Pence: the most the line may cost (the estimate plus the margin). */
  capTotal: number;
  /** What the scale said for all its pieces; null until weighed. */
  weighedGrams: number | null;
}

export interface OrderEmailData {
  id: string;
  /** ISO instant the order was placed. */
  placedAt: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  fulfilment: {
    kind: 'delivery' | 'collection';
    methodName: string;
    /** Local date ("2026-11-24") and times ("12:00"), null when the method has no slots. */
    slot: { date: string; from: string; to: string } | null;
    /** Delivery: the customer's address; collection: the shop's. One line each. */
    address: string[];
  };
  lines: OrderEmailLine[];
  /** Pence; points as a count. */
  totals: {
    subtotal: number;
    discount: number;
    couponCode: string;
    delivery: number;
    basketCharge: number;
    vat: number;
    total: number;
    pointsRedeemed: number;
    pointsAmount: number;
    wallet: number;
    /** Everything paid so far (points, wallet and card). */
    paid: number;
    /** Still to pay by card or on delivery/collection. */
    outstanding: number;
  };
  payment: {
    /** How the rest is paid: card through a provider, cash/card on the doorstep, or the wallet. */
    method: 'card' | 'cash' | 'wallet';
    status: PaymentStatus;
    /** Taken by card (pence) and when (ISO), from the order's successful card payments. */
    cardPaid: number;
    cardPaidAt: string | null;
  };
  /**
   * With weighed lines, the most the order may cost before picking (pence; what a card is
   * authorised for); 0 when none.
   */
  holdAmount: number;
  /** ISO instant picking fixed the final total from the weights; null until then. */
  pickedAt: string | null;
  /** The totals are estimates: the order has weighed lines and is not picked yet. */
  estimated: boolean;
  /** The store's margin over the estimate for weighed lines (basis points: 1000 = 10 %), for the promise. */
  weightMarginBp: number;
  comments: string;
  cancelReason: string;
  /** The order's page in the shop. */
  url: string;
}

/** An order as the e-mails show it, with the shop that sent it; null when there is no such order. */
export async function loadOrderEmailData(ctx: Ctx, orderId: string): Promise<{ order: OrderEmailData; shop: ShopInfo } | null> {
  const o = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!o) return null;
  const [shop, settings, items, method, cardPayments] = await Promise.all([
    loadShopInfo(ctx),
    getStoreSettings(ctx),
    ctx.db
      .selectFrom('order_item')
      .select([
        'product_name',
        'attribute_description',
        'quantity',
        'price',
        'total',
        'is_free_item',
        'discount_rule',
        'substitution',
        'substitute_product_id',
        'note',
        'price_per_kg',
        'estimated_grams',
        'estimated_total',
        'cap_total',
        'weighed_grams',
      ])
      .where('order_id', '=', o.id)
      .orderBy('is_free_item')
      .orderBy('product_name')
      .orderBy('id')
      .execute(),
    ctx.db.selectFrom('shipping_method').select(['is_pickup']).where('id', '=', o.shipping_method_id).executeTakeFirst(),
    ctx.db
      .selectFrom('payment')
      .select(['amount', 'updated_at'])
      .where('purpose', '=', 'order')
      .where('reference', '=', o.id)
      .where('status', 'in', ['succeeded', 'refunded'])
      .orderBy('updated_at')
      .execute(),
  ]);
  const substituteIds = [...new Set(items.map((i) => i.substitute_product_id).filter((x): x is string => Boolean(x)))];
  const ruleIds = [...new Set(items.filter((i) => i.is_free_item && i.discount_rule).map((i) => i.discount_rule))];
  const [products, rules] = await Promise.all([
    substituteIds.length ? ctx.db.selectFrom('product').select(['id', 'name']).where('id', 'in', substituteIds).execute() : [],
    ruleIds.length ? ctx.db.selectFrom('discount').select(['id', 'name', 'label']).where('id', 'in', ruleIds).execute() : [],
  ]);
  const productName = new Map(products.map((p) => [p.id, p.name]));
  const ruleName = new Map(rules.map((r) => [r.id, r.label || r.name]));

  // A method deleted since the order was placed: an order with a delivery address was a delivery.
  const collection = method ? method.is_pickup === 1 : !o.ship_address;
  const cardPaid = Math.max(0, o.paid_amount - o.wallet_amount - o.points_amount);
  const payment: OrderEmailData['payment'] = {
    method: o.payment_method === 'COD' ? 'cash' : o.payment_method === 'Wallet' ? 'wallet' : 'card',
    status: o.payment_status,
    cardPaid,
    cardPaidAt: cardPaid > 0 ? (cardPayments.at(-1)?.updated_at ?? null) : null,
  };
  return {
    shop,
    order: {
      id: o.id,
      placedAt: o.created_at,
      status: o.status,
      customerName: o.customer_name,
      customerEmail: o.customer_email,
      fulfilment: {
        kind: collection ? 'collection' : 'delivery',
        methodName: o.shipping_method_name,
        slot: o.delivery_date && o.slot_from && o.slot_to ? { date: o.delivery_date, from: o.slot_from, to: o.slot_to } : null,
        address: collection
          ? [shop.name, shop.address].filter(Boolean)
          : [o.ship_name, o.ship_address, o.ship_landmark, [o.ship_city, o.ship_zipcode].filter(Boolean).join(' ')].filter(Boolean),
      },
      lines: items.map((i) => ({
        name: i.product_name,
        variant: i.attribute_description,
        quantity: i.quantity,
        unitPrice: i.price,
        lineTotal: i.total,
        free: i.is_free_item === 1,
        freeBecause: i.is_free_item ? (ruleName.get(i.discount_rule) ?? '') : '',
        substitution: i.substitution === 'specific' || i.substitution === 'no_substitute' ? i.substitution : 'best_match',
        substituteName: i.substitute_product_id ? (productName.get(i.substitute_product_id) ?? null) : null,
        note: i.note,
        weighed: i.price_per_kg
          ? {
              pencePerKg: i.price_per_kg,
              estimatedGrams: i.estimated_grams,
              estimatedTotal: i.estimated_total,
              capTotal: i.cap_total,
              weighedGrams: i.weighed_grams,
            }
          : null,
      })),
      totals: {
        subtotal: o.subtotal,
        discount: o.discount,
        couponCode: o.coupon_code,
        delivery: o.shipping_charge,
        basketCharge: o.basket_charge,
        vat: o.tax,
        total: o.total,
        pointsRedeemed: o.points_redeemed,
        pointsAmount: o.points_amount,
        wallet: o.wallet_amount,
        paid: o.paid_amount,
        outstanding: Math.max(0, o.total - o.paid_amount),
      },
      payment,
      holdAmount: o.hold_amount,
      pickedAt: o.picked_at,
      estimated: !o.picked_at && items.some((i) => i.price_per_kg > 0),
      weightMarginBp: settings.weight_margin_bp,
      comments: o.customer_comments,
      cancelReason: o.cancel_reason,
      url: `${shop.url}/order-detail/${encodeURIComponent(o.id)}`,
    },
  };
}
