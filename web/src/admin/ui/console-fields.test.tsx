import { adminCatalogCalls } from '@larder/contract/admin-catalog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../shared/forms';
import { ConsoleSelect, ConsoleText } from './console-fields';

function Harness({ onSubmit }: { onSubmit: (v: unknown) => Promise<void> }) {
  // The call's whole payload; the chosen items ride along unseen, as in the bulk stock dialog.
  const form = useContractForm(adminCatalogCalls.admin_bulk_stock.payload, {
    defaultValues: { items: [{ product: 'P-1', attribute_key: '' }], mode: 'set', value: '', reason: 'other', note: '' },
    words: { value: { required: 'Enter a number' } },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <ConsoleSelect name="mode" label="Change">
        <option value="set">Set</option>
        <option value="adjust">Adjust</option>
      </ConsoleSelect>
      <ConsoleText name="value" label="Value" />
      <ConsoleText name="note" label="Note" />
      <FormSummary />
      <SubmitButton busy="Saving…">Save</SubmitButton>
    </Form>
  );
}

describe('the console fields', () => {
  it("show the contract's refusals under the console's controls and send the parsed payload", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number')).toBeVisible();
    expect(screen.getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Value')).toHaveClass('h-10');
    await userEvent.type(screen.getByLabelText('Value'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The payload's own rule across fields, once each field passes.
    expect(await screen.findByText('note: say why (at least 3 characters) when the reason is other')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Note'), 'Recount');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      items: [{ product: 'P-1', attribute_key: '' }],
      mode: 'set',
      value: 12,
      reason: 'other',
      note: 'Recount',
    });
  });

  it("put the server's 417 on the console field it names", async () => {
    const refusal = new ApiError('value: stock cannot be set below 0', 417, 'ValidationError', [
      { field: 'value', message: 'value: stock cannot be set below 0' },
    ]);
    render(<Harness onSubmit={() => Promise.reject(refusal)} />);
    await userEvent.type(screen.getByLabelText('Value'), '3');
    await userEvent.type(screen.getByLabelText('Note'), 'Recount');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('stock cannot be set below 0')).toBeVisible();
    expect(screen.getByLabelText('Value')).toHaveFocus();
  });
});
