import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_blog_category: creates or renames a blog category. */
export const useSaveBlogCategory = () => useConsoleMutation('admin_save_blog_category', ['admin_blog_categories', 'admin_blog_posts']);
