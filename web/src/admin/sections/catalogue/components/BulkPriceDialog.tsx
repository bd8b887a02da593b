import { adminCatalogCalls } from '@larder/contract/admin-catalog';
import { z } from 'zod';
import { useContractForm } from '../../../../shared/forms';
import { ConsoleSelect, ConsoleText } from '../../../ui/console-fields';
import { BulkDialog, plural } from '../../../ui/table/BulkDialog';
import { useBulkProductPrice } from '../api/admin-bulk-products';

const { price, percent } = adminCatalogCalls.admin_bulk_product_price.payload.shape;
/** The call takes exactly one of price and percent: the one the mode chose. */
const SCHEMA = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('percent'), percent: percent.unwrap() }),
  z.object({ mode: z.literal('price'), price: price.unwrap() }),
]);

/** Sets one price on the chosen products, or moves each by a percentage (the server rounds to the penny). */
export function BulkPriceDialog({ products, onClose, onDone }: { products: string[]; onClose: () => void; onDone: () => void }) {
  const save = useBulkProductPrice();
  const form = useContractForm(SCHEMA, {
    defaultValues: { mode: 'percent', percent: '' },
    words: {
      percent: { required: 'Enter a percentage', invalid: 'Enter a percentage from −100 to 1,000' },
      price: { required: 'Enter a price', invalid: 'Enter a price in pounds from 0 to 100,000, with at most two decimals' },
    },
  });
  const mode = form.watch('mode');
  return (
    <BulkDialog
      title={`Change the price of ${plural(products.length, 'product', 'products')}`}
      form={form}
      submitLabel="Change prices"
      onDone={onDone}
      onClose={onClose}
      run={async ({ mode: _, ...change }) =>
        `${plural((await save.mutateAsync({ products, ...change })).changed, 'price', 'prices')} changed`
      }
    >
      <ConsoleSelect name="mode" label="Change">
        <option value="percent">By a percentage</option>
        <option value="price">Set one price</option>
      </ConsoleSelect>
      {mode === 'percent' ? (
        <ConsoleText key="percent" name="percent" label="Percent (−10 for 10% off)" inputMode="decimal" />
      ) : (
        <ConsoleText key="price" name="price" label="New price (£)" inputMode="decimal" />
      )}
    </BulkDialog>
  );
}
