import type { Kysely, Transaction } from 'kysely';
import type {
  BrandTable,
  CategoryTable,
  ProductAttributeOptionTable,
  ProductAttributeTable,
  ProductCategoryTable,
  ProductImageTable,
  ProductQuestionTable,
  ProductReviewTable,
  ProductTable,
  ProductVariantTable,
  StockAdjustmentTable,
} from '../modules/catalog/catalog.table';
import type { CartItemTable, CartTable } from '../modules/cart/cart.table';
import type { ProductFoodTable } from '../modules/catalog/food.table';
import type {
  BirthdayClubMemberTable,
  BlogCategoryTable,
  BlogCommentTable,
  BlogPostTable,
  ContactEnquiryTable,
  InfoPageTable,
  NewsletterSubscriberTable,
  PageSectionTable,
  ScrollContentTable,
} from '../modules/content/content.table';
import type { PushCampaignTable, PushSubscriptionTable, StockNotificationTable } from '../modules/notifications/notifications.table';
import type { StaffPasswordTokenTable, StaffTable } from '../modules/admin/admin.table';
import type { AuditLogTable } from '../modules/audit/audit.table';
import type { AdminCatalogTables } from '../modules/admin/admin-catalog.table';
import type { AdminDeliveryTables } from '../modules/admin/admin-delivery.table';
import type { PointsBalanceTable, PointsEntryTable } from '../modules/loyalty/loyalty.table';
import type {
  PaymentEventTable,
  PaymentRefundTable,
  PaymentTable,
  TestPaymentTable,
  TestRefundTable,
} from '../modules/payments/payments.table';
import type { SubscriptionOrderTable, SubscriptionPlanTable, SubscriptionTable } from '../modules/subscriptions/subscriptions.table';
import type { WalletBalanceTable, WalletEntryTable } from '../modules/wallet/wallet.table';
import type { AddressTable, AreaTable } from '../modules/location/location.table';
import type { OrderItemTable, OrdersTable, OrderStatusHistoryTable } from '../modules/orders/orders.table';
import type { DiscountCustomerUsageTable, DiscountTable, DiscountUsageTable } from '../modules/promotions/promotions.table';
import type { ShippingMethodTable, ShippingRateTable } from '../modules/shipping/shipping.table';
import type { BlockedDateTable, SlotHoldTable, SlotTemplateTable, SlotUsageTable } from '../modules/slots/slots.table';
import type { CustomerPhoneReviewTable, CustomerTable, PasswordResetTable } from '../modules/customers/customers.table';
import type { BusinessTable, SettingTable, TaxClassTable } from '../modules/settings/settings.table';
import type { SearchSnapshotTable } from '../modules/search/search.table';
import type { AuthTokenTable, CacheVersionTable, JobLeaseTable, NamingSeriesTable } from './infra.table';

export interface Database extends AdminCatalogTables, AdminDeliveryTables {
  cache_version: CacheVersionTable;
  naming_series: NamingSeriesTable;
  auth_token: AuthTokenTable;
  setting: SettingTable;
  business: BusinessTable;
  tax_class: TaxClassTable;
  category: CategoryTable;
  brand: BrandTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  search_snapshot: SearchSnapshotTable;
  product_image: ProductImageTable;
  product_attribute: ProductAttributeTable;
  product_attribute_option: ProductAttributeOptionTable;
  product_variant: ProductVariantTable;
  product_food: ProductFoodTable;
  page_section: PageSectionTable;
  product_review: ProductReviewTable;
  product_question: ProductQuestionTable;
  stock_notification: StockNotificationTable;
  customer: CustomerTable;
  password_reset: PasswordResetTable;
  customer_phone_review: CustomerPhoneReviewTable;
  cart: CartTable;
  cart_item: CartItemTable;
  area: AreaTable;
  address: AddressTable;
  shipping_method: ShippingMethodTable;
  shipping_rate: ShippingRateTable;
  slot_template: SlotTemplateTable;
  blocked_date: BlockedDateTable;
  slot_usage: SlotUsageTable;
  slot_hold: SlotHoldTable;
  discount: DiscountTable;
  discount_customer_usage: DiscountCustomerUsageTable;
  discount_usage: DiscountUsageTable;
  orders: OrdersTable;
  order_item: OrderItemTable;
  order_status_history: OrderStatusHistoryTable;
  payment: PaymentTable;
  payment_event: PaymentEventTable;
  payment_refund: PaymentRefundTable;
  job_lease: JobLeaseTable;
  test_payment: TestPaymentTable;
  test_refund: TestRefundTable;
  wallet_balance: WalletBalanceTable;
  wallet_entry: WalletEntryTable;
  points_balance: PointsBalanceTable;
  points_entry: PointsEntryTable;
  subscription_plan: SubscriptionPlanTable;
  subscription: SubscriptionTable;
  subscription_order: SubscriptionOrderTable;
  info_page: InfoPageTable;
  scroll_content: ScrollContentTable;
  blog_category: BlogCategoryTable;
  blog_post: BlogPostTable;
  blog_comment: BlogCommentTable;
  contact_enquiry: ContactEnquiryTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  birthday_club_member: BirthdayClubMemberTable;
  push_subscription: PushSubscriptionTable;
  push_campaign: PushCampaignTable;
  staff: StaffTable;
  staff_password_token: StaffPasswordTokenTable;
  audit_log: AuditLogTable;
  stock_adjustment: StockAdjustmentTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Queries take either the database or an open transaction; the caller decides. */
export type DbOrTrx = Db | Trx;
export type Dialect = 'sqlite' | 'postgres';
