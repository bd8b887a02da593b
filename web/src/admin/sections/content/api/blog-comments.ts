import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type BlogCommentsResult = CallResult<'admin_blog_comments'>;
/** admin_blog_comments: comments, those waiting for approval first. */
export const useBlogComments = (payload: CallPayloadIn<'admin_blog_comments'>) => useConsoleQuery('admin_blog_comments', payload);
