import { ZRegistration } from '@larder/contract/customers';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { fieldPaths } from './contract-form';
import { Form, FormEmail, FormRefusal, FormSummary, FormText, mapServerError, SubmitButton, useContractForm } from '.';

// A field-subset of the contract's registration payload, as the storefront's forms use it.
const SCHEMA = ZRegistration.pick({ first_name: true, last_name: true, email: true });

function Harness({ onSubmit }: { onSubmit: (v: unknown) => Promise<string | void> }) {
  const form = useContractForm(SCHEMA, {
    defaultValues: { first_name: '', last_name: '', email: '' },
    words: { first_name: { required: 'Please enter your first name' } },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="test form">
      <FormText label="First name" name="first_name" />
      <FormText label="Last name" name="last_name" />
      <FormEmail label="E-mail" name="email" />
      <FormSummary />
      <SubmitButton busy="Saving…">Save</SubmitButton>
    </Form>
  );
}

const refusal = (errors: { field: string; message: string }[], status = 417) =>
  new ApiError(errors[0]?.message ?? 'Refused', status, 'ValidationError', errors);

describe('the form kit', () => {
  it("validates with the contract's schema: its rules and messages, the form's words where given", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Last name'));
    await userEvent.paste('x'.repeat(61));
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    // No words for these: the contract's own message, as the server would answer.
    expect(screen.getByText('last_name is too long (at most 60 characters)')).toBeVisible();
    expect(screen.getByText('email must be a valid e-mail address')).toBeVisible();
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByText('Please enter your first name').id);
    expect(first).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed values (trimmed, "" as not given)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve('Saved.'));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), '  Ada ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Ada', email: 'ada@example.com' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it("puts a 417's errors[] on their fields by dotted path, and the rest in the summary", async () => {
    const onSubmit = vi.fn(() => {
      return Promise.reject(
        refusal([
          { field: 'data.email', message: 'data.email: This e-mail address is already registered' },
          { field: 'data.guest_id', message: 'data.guest_id: guest_id is not known' },
        ]),
      );
    });
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This e-mail address is already registered')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('guest_id is not known');
  });

  it('puts a refusal about no field in the error summary and focuses it', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new FormRefusal('Invalid login credentials')));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid login credentials');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('is disabled and busy while sending, and sends once however often it is submitted', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'test form' });
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const button = await screen.findByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    act(() => form.requestSubmit());
    await act(() => Promise.resolve(finish()));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('mapServerError', () => {
  it('names fields by path, path without wrapper, last part or alias', () => {
    const err = refusal([
      { field: 'doc.phone', message: 'doc.phone: phone must be a phone number of 10 to 15 digits' },
      { field: 'data.password', message: 'data.password: password is too long' },
    ]);
    expect(mapServerError(err, ['phone', 'pwd'], { password: 'pwd' })).toEqual({
      fields: { phone: 'phone must be a phone number of 10 to 15 digits', pwd: 'password is too long' },
      form: null,
    });
  });

  it('names a nested field of the form by its whole path', () => {
    const names = fieldPaths({ item: '', attributes: [{ options: [{ value: '' }] }], food: { nutrition: { fat_g: '' } } });
    expect(names).toContain('attributes.0.options.0.value');
    const err = refusal([
      { field: 'attributes.0.options.0.value', message: 'Whole is listed twice' },
      { field: 'food.nutrition.fat_g', message: 'fat_g must be a number' },
    ]);
    expect(mapServerError(err, names).fields).toEqual({
      'attributes.0.options.0.value': 'Whole is listed twice',
      'food.nutrition.fat_g': 'fat_g must be a number',
    });
  });

  it('sends a 429 or an unknown failure to the form', () => {
    expect(mapServerError(new ApiError('Too many attempts', 429, 'RateLimited'), ['email'])).toEqual({
      fields: {},
      form: 'Too many attempts',
    });
  });
});
