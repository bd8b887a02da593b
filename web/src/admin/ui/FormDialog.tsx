/** A console dialog holding one kit form: its fields, the form's error summary, Cancel and the submit button. */
import type { ComponentProps, ReactNode } from 'react';
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
  busyLabel = 'Saving…',
  submitVariant,
  cancelLabel = 'Cancel',
  canSubmit = true,
  refusal,
  aside,
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
  busyLabel?: string;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  cancelLabel?: string;
  /** False while the form shows a problem of its own (checked as the user types). */
  canSubmit?: boolean;
  /** More about a refusal of the whole form, shown inside the summary's alert (e.g. the rows it names). */
  refusal?: ReactNode;
  /** A button at the start of the footer (e.g. Delete), apart from Cancel and the submit button. */
  aside?: ReactNode;
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
        <FormSummary refusal={refusal} />
        {children}
        <div className={`flex flex-wrap items-center gap-2 ${aside ? 'justify-between' : 'justify-end'}`}>
          {aside}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <SubmitButton busy={busyLabel} variant={submitVariant} disabled={busy || !canSubmit}>
              {submitLabel}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
