import type { CallPayloadIn, CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type AuditPayload = CallPayloadIn<'admin_audit_log'>;
export type TAuditEntry = CallResult<'admin_audit_log'>[number];

export const auditLogQuery = (payload: AuditPayload) =>
  queryOptions({
    queryKey: ['admin_audit_log', payload],
    queryFn: ({ signal }) => adminCall('admin_audit_log', payload, { signal }),
  });

/** admin_audit_log (managers, owners): who changed what, newest first, a page at a time. */
export function useAuditLog(payload: AuditPayload) {
  return useQuery({ ...auditLogQuery(payload), placeholderData: keepPreviousData });
}
