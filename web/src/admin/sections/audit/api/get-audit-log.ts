import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type AuditPayload = CallPayloadIn<'admin_audit_log'>;
export type TAuditEntry = CallResult<'admin_audit_log'>[number];

/** admin_audit_log (managers, owners): who changed what, newest first, a page at a time. */
export const useAuditLog = (payload: AuditPayload) => useConsoleQuery('admin_audit_log', payload, { keepPrevious: true });
