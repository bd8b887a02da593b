import type { Handlers } from '../../rpc/handler-types';
import { cachedJson } from '../catalog/cached-json';
import { registerSubscription } from '../notifications/push.service';
import { addBlogComment, blogCategories, blogDetails, blogList } from './blog.service';
import { getHomePage } from './home.service';
import {
  allRoutes,
  contactForm,
  generalSettings,
  joinBirthdayClub,
  pageDetails,
  scrollContent,
  settingsList,
  subscribeNewsletter,
} from './pages.service';

export const contentRpc = {
  // Kept serialised like the category pages: until a section, the catalogue (prices, brands,
  // categories) or stock (the carousels' stock) changes.
  get_mobile_home_page: (ctx, p) =>
    cachedJson(ctx, 'homePage', ['home', 'catalog', 'stock'], p.application_type, () => getHomePage(ctx, p.application_type), 4),
  get_page_details: (ctx, p) => pageDetails(ctx, p.route),
  get_scroll_content: (ctx) => scrollContent(ctx),
  get_general_settings: (ctx) => generalSettings(ctx),
  get_settings_list: (ctx) => settingsList(ctx),
  get_all_route: (ctx) => allRoutes(ctx),
  get_blog_list: (ctx, p) => blogList(ctx, p.category, p.page_no, p.page_len ?? p.page_size),
  get_blog_categories: (ctx) => blogCategories(ctx),
  get_blog_details: (ctx, p) => blogDetails(ctx, p.route),
  insert_blog_comments: (ctx, p) => addBlogComment(ctx, p.data),
  contactform: (ctx, p) => contactForm(ctx, p),
  insert_email_subscription: (ctx, p) => subscribeNewsletter(ctx, p.email),
  insert_doc: (ctx, p) => joinBirthdayClub(ctx, p.data),
  register_push_subscription: (ctx, p) => registerSubscription(ctx, p),
} satisfies Partial<Handlers>;
