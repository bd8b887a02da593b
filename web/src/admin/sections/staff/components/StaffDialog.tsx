import { adminCoreCalls } from '@larder/contract/admin-core';
import { useFormContext } from 'react-hook-form';
import { EMAIL_WORDS, useContractForm } from '../../../../shared/forms';
import { textWords } from '../../../ui/console-words';
import { ConsoleCheck, ConsoleText } from '../../../ui/console-fields';
import { FormDialog } from '../../../ui/FormDialog';
import type { TStaff } from '../api/get-staff-list';
import { useSaveStaff } from '../api/save-staff';

const ROLES: { value: TStaff['role']; label: string; hint: string }[] = [
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
  const save = useSaveStaff();
  const form = useContractForm(adminCoreCalls.admin_save_staff.payload, {
    defaultValues: {
      name: staff?.name,
      email: staff?.email ?? '',
      full_name: staff?.full_name ?? '',
      role: staff?.role ?? 'picker',
      is_active: staff ? staff.is_active === 1 : true,
    },
    words: { email: { ...EMAIL_WORDS, required: 'Please enter their e-mail address' }, full_name: textWords('their name', 120) },
  });
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={staff ? `Edit ${staff.full_name || staff.email}` : 'Add a staff member'}
      description={staff ? 'A role change or deactivation signs them out everywhere.' : 'They get a one-time link to set their password.'}
      form={form}
      submitLabel={staff ? 'Save' : 'Create account'}
      onSubmit={async (payload) => {
        const r = await save.mutateAsync(payload);
        onOpenChange(false);
        if (r.set_password_link) onLink(r.set_password_link, r.staff.full_name || r.staff.email);
      }}
    >
      <ConsoleText name="email" label="E-mail" id="staff-email" type="email" autoComplete="off" />
      <ConsoleText name="full_name" label="Name" id="staff-name" maxLength={120} autoComplete="off" />
      <RoleChoice />
      {staff && <ConsoleCheck name="is_active" label="Active (may sign in)" />}
    </FormDialog>
  );
}

function RoleChoice() {
  const { register } = useFormContext();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Role</legend>
      {ROLES.map((r) => (
        <label
          key={r.value}
          className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-2 text-sm has-checked:border-brand-600"
        >
          <input type="radio" value={r.value} {...register('role')} className="mt-0.5 accent-brand-600" />
          <span>
            <span className="font-medium">{r.label}</span>
            <span className="block text-xs text-muted">{r.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
