import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/client';
import { adminCall } from '../../../admin-api';
import { BulkStatusDialog } from './BulkStatusDialog';

vi.mock('../../../admin-api', () => ({ adminCall: vi.fn() }));
const calls = vi.mocked(adminCall);

beforeEach(() => calls.mockReset());

function renderDialog(onDone = vi.fn(), onClose = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <BulkStatusDialog target={{ orders: ['ORD-1', 'ORD-2'] }} title="Move 2 orders" onDone={onDone} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onDone, onClose };
}

/** The call moving both orders to Packed with the note, all or nothing (0) or the others (1). */
const packed = (skip_blocked: 0 | 1) =>
  ['admin_bulk_order_status', { orders: ['ORD-1', 'ORD-2'], status: 'Packed', note: 'Van 1', skip_blocked }] as const;

describe('BulkStatusDialog', () => {
  it('sends one bulk call; when some orders cannot move it lists them and can move the others', async () => {
    calls.mockRejectedValueOnce(
      new ApiError('1 of 2 orders cannot move to Packed, so none was moved', 417, 'ValidationError', [
        { field: 'ORD-2', message: 'Order ORD-2 is not picked yet: pick every line and finish picking before it is packed.' },
      ]),
    );
    calls.mockResolvedValueOnce({ moved: ['ORD-1'], skipped: [{ order_id: 'ORD-2', message: 'not picked' }] });
    const { onDone, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Move 2 orders' });
    fireEvent.change(within(dialog).getByLabelText('Move to'), { target: { value: 'Packed' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Van 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move orders' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith(...packed(0)));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was moved. These orders cannot move:Order ORD-2 is not picked yet',
    );
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the others' }));
    await waitFor(() => expect(calls).toHaveBeenLastCalledWith(...packed(1)));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });
});
