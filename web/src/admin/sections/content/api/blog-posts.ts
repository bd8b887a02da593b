import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type BlogPostsResult = CallResult<'admin_blog_posts'>;
/** admin_blog_posts: posts newest first, drafts included, with comments waiting. */
export const useBlogPosts = (payload: CallPayloadIn<'admin_blog_posts'>) => useConsoleQuery('admin_blog_posts', payload);
