import { createColumnHelper } from '@tanstack/react-table';
import { KeyRound, Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/states';
import { useStaffSession } from '../../admin-session';
import { PageHeader } from '../../ui/admin-ui';
import { formatDateTime } from '../../ui/orders-format';
import { type Columns, ConsoleTable } from '../../ui/table/ConsoleTable';
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
      <ConsoleTable
        caption="Staff accounts"
        columns={staffColumns(me, setEditing, (s) => {
          reset.reset();
          setResetting(s);
        })}
        data={list.data}
        getRowId={(s) => s.name}
        loading={list.isPending}
        loadingLabel="Loading staff"
        error={list.error}
        onRetry={() => void list.refetch()}
        tableClassName="min-w-[44rem]"
        rowProps={(s) => ({ className: s.is_active ? '' : 'bg-stone-50' })}
        empty={<EmptyState title="No staff yet" />}
      />

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

const col = createColumnHelper<TStaff>();
function staffColumns(me: string | undefined, onEdit: (s: TStaff) => void, onReset: (s: TStaff) => void): Columns<TStaff> {
  return [
    col.display({
      id: 'name',
      header: 'Name',
      cell: ({ row: { original: s } }) => (
        <>
          <span className="font-medium">{s.full_name || '—'}</span>
          {s.name === me && <span className="ml-2 text-xs text-muted">(you)</span>}
          <span className="block text-xs text-muted">{s.email}</span>
        </>
      ),
    }),
    col.display({
      id: 'role',
      header: 'Role',
      cell: ({ row: { original: s } }) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${ROLE_TONE[s.role]}`}>{s.role}</span>
      ),
    }),
    col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: s } }) => (
        <>
          {s.is_active ? 'Active' : 'Inactive'}
          {!s.has_password && <span className="block text-xs text-amber-900">Password not set yet</span>}
        </>
      ),
    }),
    col.accessor((s) => (s.last_login_at ? formatDateTime(s.last_login_at) : 'Never'), {
      id: 'last_login',
      header: 'Last sign-in',
      meta: { className: 'text-muted' },
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: s } }) => (
        <span className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => onEdit(s)}
            aria-label={`Edit ${s.full_name || s.email}`}
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => onReset(s)}
            aria-label={`Reset password for ${s.full_name || s.email}`}
          >
            <KeyRound aria-hidden="true" className="size-4" /> Reset password
          </Button>
        </span>
      ),
    }),
  ];
}
