import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type BlogCategoriesResult = CallResult<'admin_blog_categories'>;
/** admin_blog_categories: blog categories with their post counts. */
export const useBlogCategories = (payload: CallPayloadIn<'admin_blog_categories'>) => useConsoleQuery('admin_blog_categories', payload);
