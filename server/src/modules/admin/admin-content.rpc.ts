import type { Handlers } from '../../rpc/handler-types';
import {
  adminBlogCategories,
  adminBlogComments,
  adminBlogPosts,
  adminModerateComment,
  adminSaveBlogCategory,
  adminSaveBlogPost,
} from '../content/console-blog';
import { adminDeleteHomeSection, adminHomeSections, adminReorderHomeSections, adminSaveHomeSection } from '../content/console-home';
import {
  adminDeleteScrollContent,
  adminInfoPages,
  adminSaveInfoPage,
  adminSaveScrollContent,
  adminScrollContent,
} from '../content/console-pages';
import { adminPushHistory, adminSendPush } from '../notifications/console-push';
import { adminAppConfig, adminSaveAppConfig } from '../content/console-app-config';
import { adminMenu, adminSaveMenu, adminSaveSettings, adminSettings } from '../settings/console-store';
import { adminSaveVat, adminVat, adminVatDelete } from '../settings/console-vat';

export const adminContentRpc = {
  admin_home_sections: (ctx, p) => adminHomeSections(ctx, p.application_type),
  admin_save_home_section: (ctx, p) => adminSaveHomeSection(ctx, p),
  admin_reorder_home_sections: (ctx, p) => adminReorderHomeSections(ctx, p.application_type, p.order),
  admin_delete_home_section: (ctx, p) => adminDeleteHomeSection(ctx, p.name),
  admin_info_pages: (ctx) => adminInfoPages(ctx),
  admin_save_info_page: (ctx, p) => adminSaveInfoPage(ctx, p),
  admin_scroll_content: (ctx) => adminScrollContent(ctx),
  admin_save_scroll_content: (ctx, p) => adminSaveScrollContent(ctx, p),
  admin_delete_scroll_content: (ctx, p) => adminDeleteScrollContent(ctx, p.name),
  admin_blog_categories: (ctx) => adminBlogCategories(ctx),
  admin_save_blog_category: (ctx, p) => adminSaveBlogCategory(ctx, p),
  admin_blog_posts: (ctx, p) => adminBlogPosts(ctx, p),
  admin_save_blog_post: (ctx, p) => adminSaveBlogPost(ctx, p),
  admin_blog_comments: (ctx, p) => adminBlogComments(ctx, p),
  admin_moderate_comment: (ctx, p) => adminModerateComment(ctx, p.name, p.action),
  admin_send_push: (ctx, p) => adminSendPush(ctx, p),
  admin_push_history: (ctx) => adminPushHistory(ctx),
  admin_settings: (ctx) => adminSettings(ctx),
  admin_save_settings: (ctx, p) => adminSaveSettings(ctx, p),
  admin_app_config: (ctx) => adminAppConfig(ctx),
  admin_save_app_config: (ctx, p) => adminSaveAppConfig(ctx, p),
  admin_vat: (ctx) => adminVat(ctx),
  admin_save_vat: (ctx, p) => adminSaveVat(ctx, p),
  admin_vat_delete: (ctx, p) => adminVatDelete(ctx, p.name),
  admin_menu: (ctx) => adminMenu(ctx),
  admin_save_menu: (ctx, p) => adminSaveMenu(ctx, p.items),
} satisfies Partial<Handlers>;
