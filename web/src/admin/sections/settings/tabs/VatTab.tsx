import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { DeleteDialog, fieldError, FormError, Tag } from '../../../ui/content-kit';
import { useSaveVat } from '../api/save-vat';
import { useVatClasses, type VatClassesResult } from '../api/vat';
import { useDeleteVat } from '../api/vat-delete';

type VatClass = VatClassesResult[number];

/** "20" or "12.5" (percent) → basis points; null when it is not a rate. */
function toBp(text: string): number | null {
  const t = text.trim().replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const bp = Math.round(Number(t) * 100);
  return bp <= 10000 ? bp : null;
}
const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)}%`;

function ClassForm({ vat, onDelete }: { vat: VatClass | null; onDelete?: () => void }) {
  const save = useSaveVat();
  const [title, setTitle] = useState(vat?.title ?? '');
  const [rate, setRate] = useState(vat ? String(vat.rate_bp / 100) : '');
  const [local, setLocal] = useState<string | null>(null);
  const id = vat?.name ?? 'new';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bp = toBp(rate);
    setLocal(bp === null ? 'A percentage from 0 to 100, e.g. 20 or 12.5' : null);
    if (bp === null) return;
    save.mutate(
      { name: vat?.name, title, rate_bp: bp },
      {
        onSuccess: (r) => {
          notify(`${r.title} saved (${pct(r.rate_bp)})`, { kind: 'success' });
          if (!vat) {
            setTitle('');
            setRate('');
          }
        },
      },
    );
  };
  const rateError = local ?? fieldError(save.error, 'rate_bp');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={vat ? `VAT class ${vat.title}` : 'New VAT class'}
      className="grid items-start gap-2 md:grid-cols-[1fr_9rem_auto]"
    >
      <Field label="Name" htmlFor={`vat-title-${id}`} error={fieldError(save.error, 'title')} hint={vat ? `Id ${vat.name}` : undefined}>
        <input
          id={`vat-title-${id}`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(fieldError(save.error, 'title'))}
          className={inputClass}
        />
      </Field>
      <Field label="Rate (%)" htmlFor={`vat-rate-${id}`} error={rateError}>
        <input
          id={`vat-rate-${id}`}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          aria-invalid={Boolean(rateError)}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2 md:mt-6">
        <Button type="submit" size="sm" variant={vat ? 'secondary' : 'primary'} disabled={save.isPending}>
          {vat ? 'Save' : 'Add class'}
        </Button>
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
      {save.error && !fieldError(save.error, 'title') && !fieldError(save.error, 'rate_bp') ? (
        <div className="md:col-span-3">
          <FormError error={save.error} />
        </div>
      ) : null}
    </form>
  );
}

/** VAT classes: prices include VAT; each product has a class. A class in use cannot be deleted. */
export default function VatTab() {
  const q = useVatClasses();
  const del = useDeleteVat();
  const [deleting, setDeleting] = useState<VatClass | null>(null);
  if (q.isPending) return <Skeleton className="h-64 w-full" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
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
