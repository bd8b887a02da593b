/** The dialog of a bulk action on a table's chosen rows: one kit form, then a toast, the selection cleared and the dialog closed. */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractForm } from '../../../shared/forms';
import { notify } from '../../../ui/toast';
import { FormDialog } from '../FormDialog';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function BulkDialog<In extends FieldValues, Out>({
  title,
  form,
  run,
  submitLabel,
  onDone,
  onClose,
  refusal,
  aside,
  children,
}: {
  title: string;
  form: ContractForm<In, Out>;
  /** Makes the call; answers the toast's words. */
  run: (values: Out) => Promise<string>;
  submitLabel: string;
  onDone: () => void;
  onClose: () => void;
  /** More about a refusal of the whole action (e.g. the rows it could not move), inside the summary. */
  refusal?: ReactNode;
  /** Another way to submit, beside the dialog's buttons (e.g. "Move the others"). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={title}
      form={form}
      submitLabel={submitLabel}
      onClose={onClose}
      refusal={refusal}
      aside={aside}
      className="flex flex-col gap-3 text-sm"
      onSubmit={async (values) => {
        notify(await run(values), { kind: 'success' });
        onDone();
        onClose();
      }}
    >
      {children}
    </FormDialog>
  );
}
