import { adminCatalogCalls, STOCK_REASON_LABELS, STOCK_REASONS } from '@larder/contract/admin-catalog';
import { useContractForm } from '../../../../shared/forms';
import { ConsoleSelect, ConsoleText } from '../../../ui/console-fields';
import { BulkDialog, plural } from '../../../ui/table/BulkDialog';
import { useBulkStock } from '../../catalogue/api/admin-bulk-products';

export interface StockItem {
  product: string;
  attribute_key: string;
}

/** Sets the chosen items' stock to N, or moves each by ±N, with one reason: all or none (never below 0). */
export function BulkStockDialog({ items, onClose, onDone }: { items: StockItem[]; onClose: () => void; onDone: () => void }) {
  const save = useBulkStock();
  // The chosen items ride along unseen, so the form checks the call's whole payload.
  const form = useContractForm(adminCatalogCalls.admin_bulk_stock.payload, {
    defaultValues: { items, mode: 'set', value: '', reason: 'count_correction', note: '' },
  });
  const [mode, reason] = form.watch(['mode', 'reason']);
  return (
    <BulkDialog
      title={`Change the stock of ${plural(items.length, 'item', 'items')}`}
      form={form}
      submitLabel="Change stock"
      onDone={onDone}
      onClose={onClose}
      run={async (payload) => `Stock changed on ${plural((await save.mutateAsync(payload)).changed, 'item', 'items')}`}
    >
      <ConsoleSelect name="mode" label="Change">
        <option value="set">Set each to</option>
        <option value="adjust">Add or remove (−5 removes 5)</option>
      </ConsoleSelect>
      <ConsoleText name="value" label={mode === 'set' ? 'New stock' : 'Change by'} inputMode="numeric" />
      <ConsoleSelect name="reason" label="Reason">
        {STOCK_REASONS.map((r) => (
          <option key={r} value={r}>
            {STOCK_REASON_LABELS[r]}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleText name="note" label={`Note ${reason === 'other' ? '' : '(optional)'}`} maxLength={300} />
    </BulkDialog>
  );
}
