import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './RouteError';
import { RootLayout } from './shell/RootLayout';

/** A lazily loaded route module exporting the named component. */
function page<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const home = page(
  () => import('../features/home/HomePage'),
  (m) => m.HomePage,
);
const categories = page(
  () => import('../features/catalog/pages/CategoriesPage'),
  (m) => m.CategoriesPage,
);
const category = page(
  () => import('../features/catalog/pages/CategoryPage'),
  (m) => m.CategoryPage,
);
const product = page(
  () => import('../features/product/pages/ProductPage'),
  (m) => m.ProductPage,
);
const search = page(
  () => import('../features/search/pages/SearchPage'),
  (m) => m.SearchPage,
);
const brand = page(
  () => import('../features/catalog/pages/BrandPage'),
  (m) => m.BrandPage,
);
const viewAll = page(
  () => import('../features/catalog/pages/ViewAllPage'),
  (m) => m.ViewAllPage,
);
const myOrders = page(
  () => import('../features/orders/pages/MyOrdersPage'),
  (m) => m.MyOrdersPage,
);
const orderDetail = page(
  () => import('../features/orders/pages/OrderDetailPage'),
  (m) => m.OrderDetailPage,
);
const wallet = page(
  () => import('../features/wallet/pages/WalletPage'),
  (m) => m.WalletPage,
);
const login = page(
  () => import('../features/account/pages/LoginPage'),
  (m) => m.LoginPage,
);
const register = page(
  () => import('../features/account/pages/RegisterPage'),
  (m) => m.RegisterPage,
);
const profile = page(
  () => import('../features/account/pages/ProfilePage'),
  (m) => m.ProfilePage,
);
const cart = page(
  () => import('../features/cart/pages/CartPage'),
  (m) => m.CartPage,
);
const wishlist = page(
  () => import('../features/cart/pages/WishlistPage'),
  (m) => m.WishlistPage,
);

/** The spec's route table; every route module loads on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first route module loads (the server's first view covers it on catalogue pages; docs/decisions/004).
    hydrateFallbackElement: <div className="min-h-dvh bg-cream" aria-busy="true" />,
    children: [
      { index: true, lazy: home },
      { path: 'home', lazy: home },
      { path: 'tabs', element: <Navigate to="/tabs/home" replace /> },
      { path: 'tabs/home', lazy: home },
      { path: 'tabs/category', lazy: categories },
      { path: 'category', lazy: categories },
      { path: 'c', lazy: categories },
      { path: 'c/:l1', lazy: category },
      { path: 'c/:l1/:l2', lazy: category },
      { path: 'c/:l1/:l2/:l3', lazy: category },
      { path: 'cl/*', lazy: category },
      {
        path: 'filters-popup',
        lazy: page(
          () => import('../features/catalog/pages/FiltersPopupPage'),
          (m) => m.FiltersPopupPage,
        ),
      },
      { path: 'pr/:product', lazy: product },
      {
        path: 'quickview',
        lazy: page(
          () => import('../features/product/pages/QuickViewPage'),
          (m) => m.QuickViewPage,
        ),
      },
      {
        path: 'product-popup',
        lazy: page(
          () => import('../features/product/pages/ProductPopupPage'),
          (m) => m.ProductPopupPage,
        ),
      },
      {
        path: 'popup-attribute',
        lazy: page(
          () => import('../features/product/pages/PopupAttributePage'),
          (m) => m.PopupAttributePage,
        ),
      },
      {
        path: 'review-product',
        lazy: page(
          () => import('../features/product/pages/ReviewProductPage'),
          (m) => m.ReviewProductPage,
        ),
      },
      { path: 'search', lazy: search },
      { path: 'search/:keyword', lazy: search },
      {
        path: 'brands',
        lazy: page(
          () => import('../features/catalog/pages/BrandsPage'),
          (m) => m.BrandsPage,
        ),
      },
      { path: 'brands/:brand', lazy: brand },
      { path: 'brands/:brand/:id', lazy: brand },
      { path: 'viewall', lazy: viewAll },
      { path: 'viewall/:data', lazy: viewAll },
      { path: 'login', lazy: login },
      { path: 'register', lazy: register },
      { path: 'signup', lazy: register },
      {
        path: 'forgetten',
        lazy: page(
          () => import('../features/account/pages/ForgotPasswordPage'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: 'my-account',
        lazy: page(
          () => import('../features/account/pages/MyAccountPage'),
          (m) => m.MyAccountPage,
        ),
      },
      { path: 'my-profile', lazy: profile },
      { path: 'tabs/my-profile', lazy: profile },
      {
        path: 'my-profile/dashboard',
        lazy: page(
          () => import('../features/account/pages/DashboardPage'),
          (m) => m.DashboardPage,
        ),
      },
      { path: 'yourcart', lazy: cart },
      { path: 'my-profile/yourcart', lazy: cart },
      { path: 'wishlist', lazy: wishlist },
      { path: 'tabs/wishlist', lazy: wishlist },
      { path: 'my-profile/wishlist', lazy: wishlist },
      {
        path: 'checkout',
        lazy: page(
          () => import('../features/checkout/pages/CheckoutPage'),
          (m) => m.CheckoutPage,
        ),
      },
      {
        path: 'location',
        lazy: page(
          () => import('../features/location/pages/LocationPage'),
          (m) => m.LocationPage,
        ),
      },
      {
        path: 'location-selection',
        lazy: page(
          () => import('../features/location/pages/LocationPage'),
          (m) => m.LocationPage,
        ),
      },
      {
        path: 'pincode-popup',
        lazy: page(
          () => import('../features/location/pages/PincodePopupPage'),
          (m) => m.PincodePopupPage,
        ),
      },
      {
        path: 'unavilable-location',
        lazy: page(
          () => import('../features/location/pages/UnavailableLocationPage'),
          (m) => m.UnavailableLocationPage,
        ),
      },
      {
        path: 'add-address',
        lazy: page(
          () => import('../features/location/pages/AddAddressPage'),
          (m) => m.AddAddressPage,
        ),
      },
      {
        path: 'address-list',
        lazy: page(
          () => import('../features/location/pages/AddressListPage'),
          (m) => m.AddressListPage,
        ),
      },
      {
        path: 'order-summary',
        lazy: page(
          () => import('../features/checkout/pages/OrderSummaryPage'),
          (m) => m.OrderSummaryPage,
        ),
      },
      {
        path: 'thankyou/:orderId',
        lazy: page(
          () => import('../features/orders/pages/ThankYouPage'),
          (m) => m.ThankYouPage,
        ),
      },
      { path: 'my-orders', lazy: myOrders },
      { path: 'my-profile/my-orders', lazy: myOrders },
      { path: 'order-detail', lazy: orderDetail },
      { path: 'order-detail/:orderId', lazy: orderDetail },
      { path: 'wallet', lazy: wallet },
      { path: 'tabs/wallet', lazy: wallet },
      {
        path: 'reward-points',
        lazy: page(
          () => import('../features/wallet/pages/RewardPointsPage'),
          (m) => m.RewardPointsPage,
        ),
      },
      {
        path: 'subscriptions',
        lazy: page(
          () => import('../features/subscriptions/pages/SubscriptionsPage'),
          (m) => m.SubscriptionsPage,
        ),
      },
      {
        path: 'subscribe-plan',
        lazy: page(
          () => import('../features/subscriptions/pages/SubscribePlanPage'),
          (m) => m.SubscribePlanPage,
        ),
      },
      // Content (issue 7): info pages, blog, contact, newsletter, birthday club and the remaining value routes.
      ...['why', 'story', 'about-us', 'cancellation-policy', 'privacy-policy', 'terms-condition'].map((path) => ({
        path,
        lazy: page(
          () => import('../features/content/pages/InfoPage'),
          (m) => m.InfoPage,
        ),
      })),
      ...['blog-list', 'blog-list/:id'].map((path) => ({
        path,
        lazy: page(
          () => import('../features/content/pages/BlogListPage'),
          (m) => m.BlogListPage,
        ),
      })),
      {
        path: 'blog-detail/:route',
        lazy: page(
          () => import('../features/content/pages/BlogDetailPage'),
          (m) => m.BlogDetailPage,
        ),
      },
      {
        path: 'comments',
        lazy: page(
          () => import('../features/content/pages/CommentsPage'),
          (m) => m.CommentsPage,
        ),
      },
      {
        path: 'contact-us',
        lazy: page(
          () => import('../features/content/pages/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'newsletter',
        lazy: page(
          () => import('../features/content/pages/NewsletterPage'),
          (m) => m.NewsletterPage,
        ),
      },
      {
        path: 'birthday-club',
        lazy: page(
          () => import('../features/content/pages/BirthdayClubPage'),
          (m) => m.BirthdayClubPage,
        ),
      },
      {
        path: 'social-share',
        lazy: page(
          () => import('../features/content/pages/SocialSharePage'),
          (m) => m.SocialSharePage,
        ),
      },
      {
        path: 'startup',
        lazy: page(
          () => import('../features/content/pages/StartupPage'),
          (m) => m.StartupPage,
        ),
      },
      // The spec's /dashboard is the customer's account dashboard.
      { path: 'dashboard', element: <Navigate to="/my-profile/dashboard" replace /> },
      // Any unknown path goes home, as the spec's catch-all does.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // The operations console: its own frame, session and code (loaded only here).
  {
    path: 'admin/*',
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    lazy: page(
      () => import('../admin/AdminApp'),
      (m) => m.AdminApp,
    ),
  },
  // The card payment page sits after the catch-all in the spec's route table; it has its own frame.
  {
    path: 'squareup-payment',
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    lazy: page(
      () => import('../features/payments/pages/SquareupPaymentPage'),
      (m) => m.SquareupPaymentPage,
    ),
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router, made once by the app's start (src/start.tsx) in a task of its own. Making it ranks
 * the route table and starts the first navigation (its page's module), about half of what the
 * start's first task did: on a slow phone that task was over Lighthouse's 50 ms long-task line.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
