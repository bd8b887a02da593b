/** Who changed what, when, with the record before and after (JSON). */
export interface AuditLogTable {
  id: string;
  staff_id: string;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  at: string;
}
