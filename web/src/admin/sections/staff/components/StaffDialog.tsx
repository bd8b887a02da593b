import { type FormEvent, useState } from 'react';
import { ApiError, errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Field, inputClass } from '../../../ui/admin-ui';
import type { TStaff } from '../api/get-staff-list';
import { useSaveStaff } from '../api/save-staff';

type Role = TStaff['role'];
const ROLES: { value: Role; label: string; hint: string }[] = [
  { value: 'owner', label: 'Owner', hint: 'Everything, including settings and staff' },
  { value: 'manager', label: 'Manager', hint: 'Everything but settings and staff' },
  { value: 'picker', label: 'Picker', hint: 'Orders and picking only' },
];

/** Adds a member (e-mail, name, role) or changes one (also active or not). A new account returns its one-time link. */
export function StaffDialog({
  staff,
  open,
  onOpenChange,
  onLink,
}: {
  /** null: a new account. */
  staff: TStaff | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onLink: (link: string, who: string) => void;
}) {
  const [email, setEmail] = useState(staff?.email ?? '');
  const [name, setName] = useState(staff?.full_name ?? '');
  const [role, setRole] = useState<Role>(staff?.role ?? 'picker');
  const [active, setActive] = useState(staff ? staff.is_active === 1 : true);
  const save = useSaveStaff();
  const fieldError = (f: string) =>
    save.error instanceof ApiError ? (save.error.fieldErrors.find((e) => e.field === f)?.message ?? null) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...(staff ? { name: staff.name } : {}), email: email.trim(), full_name: name.trim(), role, is_active: active },
      {
        onSuccess: (r) => {
          onOpenChange(false);
          if (r.set_password_link) onLink(r.set_password_link, r.staff.full_name || r.staff.email);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !save.isPending && onOpenChange(o)}
      title={staff ? `Edit ${staff.full_name || staff.email}` : 'Add a staff member'}
      description={staff ? 'A role change or deactivation signs them out everywhere.' : 'They get a one-time link to set their password.'}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="E-mail" htmlFor="staff-email" error={fieldError('email')}>
          <input
            id="staff-email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Name" htmlFor="staff-name" error={fieldError('full_name')}>
          <input
            id="staff-name"
            required
            maxLength={120}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Role</legend>
          {ROLES.map((r) => (
            <label
              key={r.value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-2 text-sm has-checked:border-brand-600"
            >
              <input
                type="radio"
                name="staff-role"
                value={r.value}
                checked={role === r.value}
                onChange={() => setRole(r.value)}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="font-medium">{r.label}</span>
                <span className="block text-xs text-muted">{r.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {staff && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="size-4 accent-brand-600" />
            Active (may sign in)
          </label>
        )}
        {save.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : staff ? 'Save' : 'Create account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
