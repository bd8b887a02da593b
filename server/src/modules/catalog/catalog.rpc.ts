import type { Handlers } from '../../rpc/handler-types';
import { cachedFacets, cachedJson } from './cached-json';
import { getParentCategories } from './category-tree';
import { getBrandProducts, getBrands, getCategoryFilters, getCategoryProducts } from './listing';
import { addQuestion, addReview, addStockNotification, listReviews } from './feedback.service';
import { checkSelectionStock, getProductDetails } from './product-details';

export const catalogRpc = {
  get_parent_categories: (ctx, p) =>
    cachedJson(ctx, 'parentCategories', ['catalog'], p.show_count, () => getParentCategories(ctx, p.show_count)),
  get_category_products: (ctx, p) =>
    cachedJson(ctx, 'categoryProducts', ['catalog', 'stock'], JSON.stringify(p), () => getCategoryProducts(ctx, p.route, p)),
  get_category_page_filters: (ctx, p) =>
    cachedFacets(ctx, 'categoryFilters', p.route, p.filters, () => getCategoryFilters(ctx, p.route, p.filters)),
  get_product_details: (ctx, p) =>
    cachedJson(ctx, 'productDetails', ['catalog', 'stock', 'reviews'], p.route, () => getProductDetails(ctx, p.route)),
  validate_attributes_stock: (ctx, p) => checkSelectionStock(ctx, p.product, p.attribute_id, p.cart_qty),
  _validate_stock: async (ctx, p) => {
    const r = await checkSelectionStock(ctx, p.product, p.attribute_id, p.qty);
    return { status: r.status === 'Success', message: r.message };
  },
  get_brands_list: (ctx) => getBrands(ctx),
  get_brand_based_products: (ctx, p) => getBrandProducts(ctx, p.brand, p),
  get_product_reviews_list: (ctx, p) => listReviews(ctx, p.product, p.page_no, p.page_len),
  insert_review: (ctx, p) => addReview(ctx, p.data),
  insert_questionaproduct: (ctx, p) => addQuestion(ctx, p.data),
  insert_stockavail_notification: (ctx, p) => addStockNotification(ctx, p.data),
} satisfies Partial<Handlers>;
