import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_moderate_comment: approves (it shows on the post) or deletes a comment. */
export const useModerateComment = () =>
  useConsoleMutation('admin_moderate_comment', ['admin_blog_comments', 'admin_blog_posts', 'get_blog_details']);
