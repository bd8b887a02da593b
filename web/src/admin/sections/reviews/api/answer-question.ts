import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_question_answer: saves the answer; the asker is e-mailed the first one. */
export const useAnswerQuestion = () => useConsoleMutation('admin_question_answer', ['admin_question_list', 'admin_audit_log']);
