/** A console dialog holding one kit form: its fields, the form's error summary, Cancel and the submit button. */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type ContractForm, Form, FormSummary, SubmitButton } from '../../shared/forms';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export function FormDialog<In extends FieldValues, Out>({
  open = true,
  onClose,
  title,
  description,
  wide,
  form,
  onSubmit,
  submitLabel,
  canSubmit = true,
  className = 'flex flex-col gap-4',
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  wide?: boolean;
  form: ContractForm<In, Out>;
  onSubmit: (values: Out) => Promise<unknown>;
  submitLabel: string;
  /** False while the form shows a problem of its own (checked as the user types). */
  canSubmit?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()} title={title} description={description} wide={wide}>
      <Form
        form={form}
        className={className}
        onSubmit={async (values) => {
          await onSubmit(values);
        }}
      >
        <FormSummary />
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton busy="Saving…" disabled={busy || !canSubmit}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
