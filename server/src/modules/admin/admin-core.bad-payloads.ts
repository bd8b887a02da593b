import type { adminCoreCalls } from '@larder/contract/admin-core';

/** A bad payload for each console call (see rpc/contract.int.test.ts); null: nothing to get wrong. */
export const ADMIN_CORE_BAD_PAYLOADS = {
  admin_login: { email: 'not-mail', password: 'x' },
  admin_logout: null,
  admin_me: null,
  admin_set_password: { token: 'short', password: 'x' },
  admin_staff_list: null,
  admin_save_staff: { email: 'a@b.co', full_name: 'A', role: 'king' },
  admin_audit_log: { page_len: 5000 },
} satisfies Record<keyof typeof adminCoreCalls, Record<string, unknown> | null>;
