import {
  MAX_CSV_BYTES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_HELP,
  PRODUCT_FOOD_CSV_COLUMNS,
  PRODUCT_FOOD_CSV_HELP,
  PRODUCT_WEIGHT_CSV_COLUMNS,
  PRODUCT_WEIGHT_CSV_HELP,
  type TImportReport,
} from '@larder/contract/admin-catalog';
import { CheckCircle2, Download, FileUp } from 'lucide-react';
import { type RefObject, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../../../api/client';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { Button, buttonClass } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { downloadText } from '../../../admin-api';
import { Card, PageHeader } from '../../../ui/admin-ui';
import { ColumnHeads, ProgressBar } from '../../../ui/catalogue-ui';
import { fileSize, type UploadProgress } from '../../../ui/catalogue-upload';
import { useExportProducts } from '../api/admin-export-products';
import { useImportProducts } from '../api/admin-import-products';
import { CatalogueTabs } from '../components/CatalogueTabs';

const MAX_TEXT = `${MAX_CSV_BYTES / (1024 * 1024)} MB`;

type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; dryRun: boolean; progress: UploadProgress }
  | { kind: 'checked'; report: TImportReport }
  | { kind: 'done'; report: TImportReport };

/**
 * The import's one field: the CSV file, at most the size the server takes. Named `file`, not the
 * call's `csv`: the server's refusals of the file's columns read as whole sentences in the summary.
 */
const IMPORT_SCHEMA = z.object({
  file: z
    .instanceof(File)
    .nullable()
    .pipe(
      z.instanceof(File, { error: 'Choose a CSV file' }).refine((f) => f.size <= MAX_CSV_BYTES, {
        error: (iss) => {
          const f = iss.input as File;
          return `${f.name} is ${fileSize(f.size)}; a CSV file can be at most ${MAX_TEXT}. Split it into smaller files.`;
        },
      }),
    ),
});

/** CSV import (check first, then import) and export, with the columns explained. */
export function ImportPage() {
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const dryRun = useRef(true);
  const run = useImportProducts((progress) => setStep({ kind: 'sending', dryRun: dryRun.current, progress }));
  const exporter = useExportProducts();
  const form = useContractForm(IMPORT_SCHEMA, { defaultValues: { file: null } });
  const file = form.watch('file');

  /** Sends the file: a check (nothing written), or the import of its good rows once checked. */
  const send =
    (report: TImportReport | null) =>
    async ({ file }: { file: File }) => {
      dryRun.current = !report;
      try {
        const result = await run.mutateAsync({ file, dry_run: !report, skip_invalid: !!report && report.rejected_rows > 0 });
        setStep(report ? { kind: 'done', report: result } : { kind: 'checked', report: result });
        if (report) notify(`Imported: ${result.created} new, ${result.updated} updated`, { kind: 'success' });
      } catch (e) {
        setStep(report ? { kind: 'checked', report } : { kind: 'idle' });
        throw e;
      }
    };

  const reset = () => {
    form.reset();
    setStep({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  const busy = step.kind === 'sending';
  const toWrite = (r: TImportReport) => r.created + r.updated;

  return (
    <>
      <PageHeader
        title="Catalogue"
        actions={
          <Button
            variant="secondary"
            disabled={exporter.isPending}
            onClick={() => exporter.mutate({}, { onError: (e) => notify(errorText(e), { kind: 'error' }) })}
          >
            <Download aria-hidden="true" className="size-4" /> {exporter.isPending ? 'Exporting…' : 'Export all products'}
          </Button>
        }
      >
        Import products from a spreadsheet, or export them to edit and import back.
      </PageHeader>
      <CatalogueTabs />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="Import products from CSV">
            <ol className="mb-4 list-decimal pl-5 text-sm text-muted">
              <li>Choose a CSV file with the columns listed on this page (an export has them).</li>
              <li>Check it: every row is checked and the problems are listed with their row and column.</li>
              <li>Import: products are added or updated by their web address, all together.</li>
            </ol>
            <Form form={form} onSubmit={send(null)} className="flex flex-col gap-3">
              <CsvFileField
                inputRef={input}
                label={`CSV file (up to ${MAX_TEXT})`}
                disabled={busy}
                onPick={() => setStep({ kind: 'idle' })}
              />
              {step.kind === 'idle' && (
                <div>
                  <SubmitButton busy="Checking…" disabled={!file || busy}>
                    <FileUp aria-hidden="true" className="size-4" /> Check the file
                  </SubmitButton>
                </div>
              )}
              {step.kind === 'sending' && (
                <ProgressBar
                  value={step.progress.phase === 'processing' ? null : step.progress.sent}
                  label={step.progress.phase === 'processing' ? (step.dryRun ? 'Checking every row…' : 'Importing…') : 'Uploading'}
                />
              )}
              <FormSummary />
            </Form>
          </Card>

          {step.kind === 'checked' && (
            <Card title="Check result">
              <ImportSummary report={step.report} />
              {step.report.rejected.length > 0 && <RejectedTable report={step.report} />}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                {toWrite(step.report) > 0 ? (
                  <Button onClick={(e) => void form.submitWith(send(step.report))(e)} disabled={run.isPending}>
                    Import {toWrite(step.report)} {toWrite(step.report) === 1 ? 'row' : 'rows'}
                  </Button>
                ) : (
                  <p className="text-sm font-medium">
                    {step.report.rows === step.report.rejected_rows
                      ? 'No row can be imported: fix the problems and check the file again.'
                      : 'Nothing to import: every good row matches the shop already.'}
                  </p>
                )}
                {step.report.rejected_rows > 0 && toWrite(step.report) > 0 && (
                  <p className="text-sm text-muted">
                    The {step.report.rejected_rows} rejected {step.report.rejected_rows === 1 ? 'row is' : 'rows are'} skipped. Fix{' '}
                    {step.report.rejected_rows === 1 ? 'it' : 'them'} and import the file again to add{' '}
                    {step.report.rejected_rows === 1 ? 'it' : 'them'}.
                  </p>
                )}
                <Button variant="ghost" onClick={reset}>
                  Choose another file
                </Button>
              </div>
            </Card>
          )}

          {step.kind === 'done' && (
            <Card title="Import finished">
              <div role="status" className="flex items-start gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-leaf" />
                <div className="text-sm">
                  <p className="font-semibold">
                    {step.report.created} new {step.report.created === 1 ? 'product' : 'products'}, {step.report.updated} updated.
                  </p>
                  {step.report.rejected_rows > 0 && (
                    <p className="text-muted">
                      {step.report.rejected_rows} {step.report.rejected_rows === 1 ? 'row was' : 'rows were'} skipped (listed below).
                    </p>
                  )}
                  <p className="text-muted">The shop shows the changes straight away.</p>
                </div>
              </div>
              {step.report.rejected.length > 0 && <RejectedTable report={step.report} />}
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/admin/catalogue?sort=updated" className={buttonClass('secondary')}>
                  See the products
                </Link>
                <Button variant="ghost" onClick={reset}>
                  Import another file
                </Button>
              </div>
            </Card>
          )}
        </div>

        <Card title="Columns">
          <p className="mb-3 text-sm text-muted">
            The first line names the columns (any order). An existing web address updates that product.
          </p>
          <ColumnList columns={PRODUCT_CSV_COLUMNS} help={PRODUCT_CSV_HELP} />
          <h3 className="mt-4 mb-1 text-sm font-semibold">Certifications and food information (optional)</h3>
          <p className="mb-2 text-sm text-muted">
            All of these columns or none: a file without them leaves certifications and food information as they are.
          </p>
          <ColumnList columns={PRODUCT_FOOD_CSV_COLUMNS} help={PRODUCT_FOOD_CSV_HELP} />
          <h3 className="mt-4 mb-1 text-sm font-semibold">Sold by weight (optional)</h3>
          <p className="mb-2 text-sm text-muted">Both columns or neither: a file without them leaves how products are sold as it is.</p>
          <ColumnList columns={PRODUCT_WEIGHT_CSV_COLUMNS} help={PRODUCT_WEIGHT_CSV_HELP} />
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            onClick={() =>
              downloadText(
                'products-template.csv',
                `${[...PRODUCT_CSV_COLUMNS, ...PRODUCT_FOOD_CSV_COLUMNS, ...PRODUCT_WEIGHT_CSV_COLUMNS].join(',')}\r\n`,
              )
            }
          >
            <Download aria-hidden="true" className="size-4" /> Download an empty template
          </Button>
        </Card>
      </div>
    </>
  );
}

function ImportSummary({ report }: { report: TImportReport }) {
  const good = report.rows - report.rejected_rows;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4" aria-live="polite">
      {[
        ['Rows in the file', report.rows],
        ['New products', report.created],
        ['Updated products', report.updated],
        ['Rejected rows', report.rejected_rows],
      ].map(([label, n]) => (
        <div
          key={label}
          className={`rounded-lg border p-3 ${label === 'Rejected rows' && report.rejected_rows ? 'border-red-200 bg-red-50' : 'border-line'}`}
        >
          <dt className="text-muted">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{n}</dd>
        </div>
      ))}
      {good - report.created - report.updated > 0 && (
        <p className="col-span-full text-muted">
          {good - report.created - report.updated} rows match the shop already and are left as they are.
        </p>
      )}
    </dl>
  );
}

function RejectedTable({ report }: { report: TImportReport }) {
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold">Rejected rows</h3>
      <div className="relative max-h-96 overflow-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Problems found, by row and column</caption>
          <thead className="sticky top-0 bg-stone-50 text-xs text-muted uppercase">
            <ColumnHeads labels={['Row', 'Column', 'Problem']} cell="px-3 py-2" />
          </thead>
          <tbody>
            {report.rejected.map((r, i) => (
              <tr key={`${r.row}-${r.column}-${i}`} className="border-t border-line">
                <td className="px-3 py-1.5 tabular-nums">{r.row}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{r.column || '—'}</td>
                <td className="px-3 py-1.5">{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.rejected.length >= 1000 && <p className="mt-1 text-xs text-muted">Only the first 1,000 problems are listed.</p>}
    </div>
  );
}

function ColumnList<C extends string>({ columns, help }: { columns: readonly C[]; help: Record<C, string> }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {columns.map((c) => (
        <div key={c}>
          <dt className="font-mono text-xs font-semibold">{c}</dt>
          <dd className="text-muted">{help[c]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The file chooser, bound to the form's `file`: the size is checked as soon as a file is chosen. */
function CsvFileField({
  label,
  disabled,
  inputRef,
  onPick,
}: {
  label: string;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: () => void;
}) {
  const id = useId();
  const { field, fieldState } = useController<{ file: File | null }, 'file'>({ name: 'file' });
  const { trigger } = useFormContext<{ file: File | null }>();
  const file = field.value;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-invalid={!!fieldState.error}
        onChange={(e) => {
          onPick();
          field.onChange(e.target.files?.[0] ?? null);
          void trigger('file');
        }}
        className="text-sm file:mr-3 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-3 file:py-1 file:text-brand-700"
      />
      {fieldState.error && file && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fieldState.error.message}
        </p>
      )}
      {file && !fieldState.error && (
        <p className="text-sm text-muted">
          {file.name} · {fileSize(file.size)}
        </p>
      )}
    </div>
  );
}
