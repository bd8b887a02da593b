import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_send_push: a notification to every device that accepted them (a few per hour). */
export const useSendPush = () => useConsoleMutation('admin_send_push', ['admin_push_history']);
