import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_blog_post: creates or updates a post. */
export const useSaveBlogPost = () =>
  useConsoleMutation('admin_save_blog_post', ['admin_blog_posts', 'admin_blog_categories', 'get_blog_details']);
