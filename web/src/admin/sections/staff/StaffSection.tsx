import { KeyRound, Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useStaffSession } from '../../admin-session';
import { PageHeader } from '../../ui/admin-ui';
import { formatDateTime } from '../../ui/orders-format';
import { type TStaff, useStaffList } from './api/get-staff-list';
import { useSaveStaff } from './api/save-staff';
import { OneTimeLink } from './components/OneTimeLink';
import { StaffDialog } from './components/StaffDialog';

const ROLE_TONE: Record<TStaff['role'], string> = {
  owner: 'bg-brand-100 text-brand-800',
  manager: 'bg-sky-100 text-sky-900',
  picker: 'bg-stone-200 text-stone-800',
};

/** Owners: the shop's staff accounts; add, change role or active, reset a password (one-time link shown once). */
export default function StaffSection() {
  const list = useStaffList();
  const me = useStaffSession()?.staff.name;
  const [editing, setEditing] = useState<TStaff | null | 'new'>(null);
  const [resetting, setResetting] = useState<TStaff | null>(null);
  const [link, setLink] = useState<{ link: string; who: string; reset: boolean } | null>(null);
  const reset = useSaveStaff();

  const doReset = (s: TStaff) =>
    reset.mutate(
      { name: s.name, email: s.email, full_name: s.full_name, role: s.role, is_active: s.is_active === 1, reset_password: true },
      {
        onSuccess: (r) => {
          setResetting(null);
          if (r.set_password_link) setLink({ link: r.set_password_link, who: s.full_name || s.email, reset: true });
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Staff"
        actions={
          <Button onClick={() => setEditing('new')}>
            <UserPlus aria-hidden="true" className="size-4" /> Add staff member
          </Button>
        }
      >
        Owners do everything; managers everything but settings and staff; pickers orders and picking.
      </PageHeader>
      {list.isPending ? (
        <div aria-busy="true" aria-label="Loading staff" className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No staff yet" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <thead className="border-b border-line bg-stone-50 text-left text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Last sign-in
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.data.map((s) => (
                <tr key={s.name} className={s.is_active ? '' : 'bg-stone-50'}>
                  <td className="px-3 py-2">
                    <span className="font-medium">{s.full_name || '—'}</span>
                    {s.name === me && <span className="ml-2 text-xs text-muted">(you)</span>}
                    <span className="block text-xs text-muted">{s.email}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${ROLE_TONE[s.role]}`}>{s.role}</span>
                  </td>
                  <td className="px-3 py-2">
                    {s.is_active ? 'Active' : 'Inactive'}
                    {!s.has_password && <span className="block text-xs text-amber-900">Password not set yet</span>}
                  </td>
                  <td className="px-3 py-2 text-muted">{s.last_login_at ? formatDateTime(s.last_login_at) : 'Never'}</td>
                  <td className="px-3 py-2">
                    <span className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="whitespace-nowrap"
                        onClick={() => setEditing(s)}
                        aria-label={`Edit ${s.full_name || s.email}`}
                      >
                        <Pencil aria-hidden="true" className="size-4" /> Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="whitespace-nowrap"
                        onClick={() => {
                          reset.reset();
                          setResetting(s);
                        }}
                        aria-label={`Reset password for ${s.full_name || s.email}`}
                      >
                        <KeyRound aria-hidden="true" className="size-4" /> Reset password
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {editing && (
        <StaffDialog
          key={editing === 'new' ? 'new' : editing.name}
          staff={editing === 'new' ? null : editing}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          onLink={(l, who) => setLink({ link: l, who, reset: false })}
        />
      )}

      <Dialog
        open={Boolean(resetting)}
        onOpenChange={(o) => !o && !reset.isPending && setResetting(null)}
        title="Reset password?"
        description={
          resetting
            ? `${resetting.full_name || resetting.email} is signed out everywhere and gets a new one-time link to set a password.`
            : undefined
        }
      >
        {reset.isError && (
          <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(reset.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setResetting(null)} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button onClick={() => resetting && doReset(resetting)} disabled={reset.isPending}>
            {reset.isPending ? 'Resetting…' : 'Reset password'}
          </Button>
        </div>
      </Dialog>

      <OneTimeLink link={link?.link ?? null} who={link?.who ?? ''} reset={link?.reset ?? false} onClose={() => setLink(null)} />
    </>
  );
}
