import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_review_set_status: approves (shown on the product page) or rejects a review. */
export const useSetReviewStatus = () => useConsoleMutation('admin_review_set_status', ['admin_review_list', 'admin_audit_log']);
