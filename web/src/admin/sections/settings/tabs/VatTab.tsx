import { adminContentCalls } from '@larder/contract/admin-content';
import { zMoneyIn } from '@larder/contract/wire';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleText } from '../../../ui/console-fields';
import { Card, QueryFallback } from '../../../ui/admin-ui';
import { DeleteDialog, Tag } from '../../../ui/content-kit';
import { useSaveVat } from '../api/save-vat';
import { useVatClasses, type VatClassesResult } from '../api/vat';
import { useDeleteVat } from '../api/vat-delete';

type VatClass = VatClassesResult[number];

const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)}%`;
const RATE_WORDS = 'A percentage from 0 to 100, e.g. 20 or 12.5';
/** admin_save_vat's fields, the rate in percent ("12.5" or "12.5%") rather than basis points. */
const SCHEMA = adminContentCalls.admin_save_vat.payload.omit({ name: true, rate_bp: true }).extend({
  rate: z.preprocess((v) => (typeof v === 'string' ? v.trim().replace(/%$/, '') : v), zMoneyIn({ min: 0, max: 100, label: 'rate' })),
});

function ClassForm({ vat, onDelete }: { vat: VatClass | null; onDelete?: () => void }) {
  const save = useSaveVat();
  const form = useContractForm(SCHEMA, {
    defaultValues: { title: vat?.title ?? '', rate: vat ? String(vat.rate_bp / 100) : '' },
    words: { rate: { required: RATE_WORDS, invalid: RATE_WORDS } },
    aliases: { rate_bp: 'rate' },
  });
  const id = vat?.name ?? 'new';
  return (
    <Form
      form={form}
      aria-label={vat ? `VAT class ${vat.title}` : 'New VAT class'}
      className="grid items-start gap-2 md:grid-cols-[1fr_9rem_auto]"
      onSubmit={async ({ title, rate }) => {
        const r = await save.mutateAsync({ name: vat?.name, title, rate_bp: Math.round(rate * 100) });
        notify(`${r.title} saved (${pct(r.rate_bp)})`, { kind: 'success' });
        if (!vat) form.reset();
      }}
    >
      <ConsoleText name="title" id={`vat-title-${id}`} label="Name" hint={vat ? `Id ${vat.name}` : undefined} />
      <ConsoleText name="rate" id={`vat-rate-${id}`} label="Rate (%)" inputMode="decimal" />
      <div className="flex flex-wrap items-center gap-2 md:mt-6">
        <SubmitButton busy={vat ? 'Save' : 'Add class'} size="sm" variant={vat ? 'secondary' : 'primary'}>
          {vat ? 'Save' : 'Add class'}
        </SubmitButton>
        {vat &&
          (vat.in_use ? (
            <Tag tone="sky">
              {vat.product_count ? `${vat.product_count} product${vat.product_count === 1 ? '' : 's'}` : 'Delivery charges'}
            </Tag>
          ) : (
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${vat.title}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ))}
      </div>
      <div className="md:col-span-3">
        <FormSummary />
      </div>
    </Form>
  );
}

/** VAT classes: prices include VAT; each product has a class. A class in use cannot be deleted. */
export default function VatTab() {
  const q = useVatClasses();
  const del = useDeleteVat();
  const [deleting, setDeleting] = useState<VatClass | null>(null);
  if (!q.isSuccess) return <QueryFallback query={q} blocks={['h-64 w-full']} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Prices include VAT. Each product has a VAT class; receipts and the VAT on each order use its rate. A class that products (or the
        delivery charges) use cannot be deleted: move them to another class first. A new rate applies to orders placed from now on.
      </p>
      <Card title={`VAT classes (${q.data.length})`}>
        <ul className="flex flex-col divide-y divide-line">
          {q.data.map((v) => (
            <li key={`${v.name}:${v.title}:${v.rate_bp}:${v.in_use}`} className="py-3 first:pt-0">
              <ClassForm vat={v} onDelete={() => setDeleting(v)} />
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Add a VAT class">
        <ClassForm vat={null} />
      </Card>
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={del}
        title="Delete this VAT class?"
        confirmLabel="Delete class"
      >
        <p>
          {deleting?.title} ({deleting ? pct(deleting.rate_bp) : ''}) is not used by any product. It will no longer be offered.
        </p>
      </DeleteDialog>
    </div>
  );
}
