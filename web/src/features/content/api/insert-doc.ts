import type { CallPayload } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type CustomerRecord, customersByEmailKey } from './get-customers-by-email';

type Membership = Omit<CallPayload<'insert_doc'>['data'], 'doctype'>;

/** Joins the birthday club (insert_doc narrowed to that record type) with the signed-in customer's own e-mail. */
export function useJoinBirthdayClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: Membership) => call('insert_doc', { data: { doctype: 'BirthDay Club Member', ...m } }),
    onSuccess: (res, m) => {
      if (res.status !== 'success' || !res.doc) return;
      const { day, month } = res.doc;
      // Show the membership at once; the refetch confirms it.
      qc.setQueryData<CustomerRecord[]>(customersByEmailKey(m.email), (rows) =>
        rows?.map((r) => ({ ...r, birthday_club: { day, month } })),
      );
      void qc.invalidateQueries({ queryKey: customersByEmailKey(m.email) });
    },
  });
}
