import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_question_reject: takes a question (spam, abuse) off the waiting list. */
export const useRejectQuestion = () => useConsoleMutation('admin_question_reject', ['admin_question_list', 'admin_audit_log']);
