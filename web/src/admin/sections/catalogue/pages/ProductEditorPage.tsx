import { INVENTORY_METHODS, type TAdminProduct, type TInventoryMethod } from '@larder/contract/admin-catalog';
import { formatWeight } from '@larder/contract/weighed';
import { ArrowLeft, ExternalLink, History, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../../api/client';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Field, inputClass, PageHeader } from '../../../ui/admin-ui';
import { ConfirmDialog, FormError, selectClass, textareaClass } from '../../../ui/content-kit';
import { useBrandList } from '../api/admin-brand-list';
import { useCatalogOptions } from '../api/admin-catalog-options';
import { useCategoryTree } from '../api/admin-category-tree';
import { useDeleteProduct } from '../api/admin-delete-product';
import { useProductDetail } from '../api/admin-product-detail';
import { useSaveProduct } from '../api/admin-save-product';
import { AttributesEditor } from '../components/AttributesEditor';
import { CategoryPicker } from '../components/CategoryPicker';
import { CombinationsGrid } from '../components/CombinationsGrid';
import { FoodEditor } from '../components/FoodEditor';
import { ImagesManager } from '../components/ImagesManager';
import { emptyForm, fromProduct, type ProductForm, toPayload, weightEstimate } from '../components/product-form';
import { formatPrice } from '../../../../lib/money';

const SECTIONS = [
  ['details', 'Details'],
  ['pricing', 'Pricing'],
  ['weight', 'Sold by weight'],
  ['categories', 'Categories'],
  ['stock', 'Stock & options'],
  ['food', 'Food information'],
  ['images', 'Pictures'],
  ['seo', 'Search engines'],
] as const;

const METHOD_HELP: Record<TInventoryMethod, string> = {
  'Track Inventory': 'One stock figure; shoppers cannot buy more than there is.',
  'Dont Track Inventory': 'Always available (made to order, or plenty of it).',
  'Track Inventory By Product Attributes': 'Stock per combination of options (cut, weight…).',
};

/** /admin/catalogue/new and /admin/catalogue/:id */
export function ProductEditorPage() {
  const { id } = useParams();
  const detail = useProductDetail(id);
  if (id && detail.isPending)
    return (
      <div aria-busy="true" aria-label="Loading the product" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (id && detail.isError)
    return (
      <>
        <BackLink />
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} title="We could not load this product" />
      </>
    );
  const product = id ? detail.data : undefined;
  // A saved product re-opens the form with what the shop stored.
  return <Editor key={product ? `${product.name}-${product.updated}` : 'new'} product={product} />;
}

function BackLink() {
  return (
    <Link to="/admin/catalogue" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Products
    </Link>
  );
}

function Section({ id, title, children, description }: { id: string; title: string; children: ReactNode; description?: string }) {
  return (
    <section
      id={`product-${id}`}
      aria-labelledby={`product-${id}-h`}
      className="scroll-mt-6 rounded-xl border border-line bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id={`product-${id}-h`} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Editor({ product }: { product?: TAdminProduct }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductForm>(() => (product ? fromProduct(product) : emptyForm()));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveProduct();
  const del = useDeleteProduct();
  const tree = useCategoryTree();
  const brands = useBrandList();
  const options = useCatalogOptions();
  const set = <K extends keyof ProductForm>(k: K, v: ProductForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : [];
  const estimate = form.by_weight ? weightEstimate(form) : null;
  const fieldError = (f: string) => errors.find((e) => e.field === f || e.field.startsWith(`${f}.`))?.message ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(toPayload(form, product?.name), {
      onSuccess: (p) => {
        notify(product ? 'Product saved' : 'Product created', { kind: 'success' });
        if (!product) void navigate(`/admin/catalogue/${p.name}`, { replace: true });
      },
    });
  };
  const remove = () =>
    product &&
    del.mutate(product.name, {
      onSuccess: (r) => {
        setConfirmDelete(false);
        notify(r.message, { duration: 5000 });
        if (r.status === 'deleted') void navigate('/admin/catalogue', { replace: true });
      },
      onError: (err) => notify(errorText(err), { kind: 'error', duration: 5000 }),
    });

  const text = (
    k: keyof ProductForm,
    label: string,
    opts: { hint?: string; max?: number; required?: boolean; type?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field label={label} htmlFor={`p-${k}`} error={fieldError(k)} hint={opts.hint}>
      <input
        id={`p-${k}`}
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        value={form[k] as string}
        maxLength={opts.max}
        required={opts.required}
        aria-invalid={!!fieldError(k)}
        onChange={(e) => set(k, e.target.value as never)}
        className={inputClass}
      />
    </Field>
  );

  const tick = (k: 'is_active' | 'disable_add_to_cart', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={form[k]} onChange={(e) => set(k, e.target.checked)} className="size-4 accent-brand-600" />
      {label}
    </label>
  );

  return (
    <>
      <BackLink />
      <PageHeader
        title={product ? product.item : 'New product'}
        actions={
          product && (
            <>
              <a href={`/pr/${product.route}`} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
                <ExternalLink aria-hidden="true" className="size-4" /> View in shop<span className="sr-only"> (opens a new tab)</span>
              </a>
              <Link to={`/admin/stock/${product.name}`} className={buttonClass('ghost', 'sm')}>
                <History aria-hidden="true" className="size-4" /> Stock history
              </Link>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </Button>
            </>
          )
        }
      >
        {product ? (
          <>
            {product.name} · {product.is_active ? 'on sale' : 'hidden from the shop'}
          </>
        ) : (
          'Add it with its price, categories and stock; pictures can be added once it is saved.'
        )}
      </PageHeader>

      <div className="xl:grid xl:grid-cols-[11rem_1fr] xl:gap-6">
        <nav aria-label="Product sections" className="hidden xl:block">
          <ul className="sticky top-6 flex flex-col gap-1 text-sm">
            {SECTIONS.map(([key, label]) => (
              <li key={key}>
                <a href={`#product-${key}`} className="block rounded-md px-2 py-1 text-muted hover:bg-white hover:text-ink">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <form
          onSubmit={submit}
          noValidate
          className="flex min-w-0 flex-col gap-5"
          aria-label={product ? `Edit ${product.item}` : 'New product'}
        >
          {save.isError && <FormError error={save.error} />}

          <Section id="details" title="Details">
            <div className="grid gap-4 md:grid-cols-2">
              {text('item', 'Name', { max: 140, required: true })}
              {text('route', 'Web address', {
                max: 120,
                hint: form.route ? `/pr/${form.route}` : 'Made from the name when empty, e.g. lamb-leg-steaks',
              })}
              {text('sku', 'SKU (stock code)', { max: 60 })}
              <Field label="Brand" htmlFor="p-brand" error={fieldError('brand')}>
                <select id="p-brand" value={form.brand} onChange={(e) => set('brand', e.target.value)} className={selectClass}>
                  <option value="">No brand</option>
                  {brands.data?.map((b) => (
                    <option key={b.name} value={b.name}>
                      {b.brand_name}
                    </option>
                  ))}
                </select>
              </Field>
              {text('unit', 'Pack size shown to shoppers', { max: 40, hint: 'e.g. 500 g, 6 pack' })}
              {text('weight_grams', 'Weight (grams)', { inputMode: 'numeric', hint: 'Used for delivery weight bands.' })}
              <div className="md:col-span-2">
                {text('short_description', 'Short description', { max: 500, hint: 'One line under the name.' })}
              </div>
              <div className="md:col-span-2">
                <Field label="Full description" htmlFor="p-full_description" error={fieldError('full_description')}>
                  <textarea
                    id="p-full_description"
                    value={form.full_description}
                    onChange={(e) => set('full_description', e.target.value)}
                    rows={5}
                    className={textareaClass}
                  />
                </Field>
              </div>
              {text('tags', 'Search words', { max: 500, hint: 'Separated by spaces; help shoppers find it.' })}
              {text('certifications', 'Certifications', { max: 200, hint: 'Comma separated, e.g. halal, organic' })}
              <fieldset className="flex flex-col gap-2 md:col-span-2">
                <legend className="text-sm font-medium">Status</legend>
                {tick('is_active', 'On sale (shown in the shop)')}
                {tick('disable_add_to_cart', 'Shown but cannot be added to the cart')}
              </fieldset>
            </div>
          </Section>

          <Section id="pricing" title="Pricing" description="Prices include VAT, in pounds with at most two decimals.">
            <div className="grid gap-4 md:grid-cols-3">
              {form.by_weight ? (
                <>
                  <Field
                    label="Price (£)"
                    htmlFor="p-price"
                    error={fieldError('price')}
                    hint="The estimate for the typical weight (Sold by weight)."
                  >
                    <input
                      id="p-price"
                      inputMode="decimal"
                      value={estimate === null ? '' : (estimate / 100).toFixed(2)}
                      readOnly
                      aria-invalid={!!fieldError('price')}
                      className={`${inputClass.replace('bg-white', 'bg-stone-100')} text-muted`}
                    />
                  </Field>
                  <Field label="Was price (£)" htmlFor="p-old_price" hint="None for a product sold by weight.">
                    <input id="p-old_price" value="" disabled className={inputClass} />
                  </Field>
                </>
              ) : (
                <>
                  {text('price', 'Price (£)', { inputMode: 'decimal', required: true })}
                  {text('old_price', 'Was price (£)', { inputMode: 'decimal', hint: 'Shown struck through; empty for none.' })}
                </>
              )}
              <Field label="VAT class" htmlFor="p-vat_class" error={fieldError('vat_class')}>
                <select id="p-vat_class" value={form.vat_class} onChange={(e) => set('vat_class', e.target.value)} className={selectClass}>
                  {(options.data?.vat_classes ?? [{ name: form.vat_class, label: form.vat_class, rate_percent: 0 }]).map((v) => (
                    <option key={v.name} value={v.name}>
                      {v.label}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </Section>

          <Section
            id="weight"
            title="Sold by weight"
            description="For meat and fish priced per kg and bought by the piece: the shopper pays an estimate, and the picker weighs each piece."
          >
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={form.by_weight}
                onChange={(e) => {
                  const on = e.target.checked;
                  setForm((f) => ({
                    ...f,
                    by_weight: on,
                    // The pack's weight is a good first guess at a piece's.
                    typical_weight_g: on && !f.typical_weight_g && Number(f.weight_grams) > 0 ? f.weight_grams.trim() : f.typical_weight_g,
                  }));
                }}
                className="size-4 accent-brand-600"
              />
              Sold by weight (priced per kg)
            </label>
            {form.by_weight && (
              <div className="mt-4 flex flex-col gap-4">
                <div className="grid gap-4 md:grid-cols-3">
                  {text('price_per_kg', 'Price per kg (£)', { inputMode: 'decimal', required: true })}
                  {text('typical_weight_g', 'Typical weight (g)', {
                    inputMode: 'numeric',
                    required: true,
                    hint: 'Of one piece, e.g. 1600.',
                  })}
                </div>
                <p
                  aria-live="polite"
                  className={`rounded-lg px-3 py-2 text-sm ${estimate === null ? 'bg-stone-50 text-muted' : 'bg-brand-50 font-semibold text-ink'}`}
                  data-testid="weight-estimate"
                >
                  {estimate === null ? (
                    'Enter the price per kg and the typical weight to see the estimated price.'
                  ) : (
                    <>
                      Estimated price {formatPrice(estimate / 100)} for about{' '}
                      <span className="whitespace-nowrap">{formatWeight(Number(form.typical_weight_g.trim()))}</span>
                    </>
                  )}
                </p>
                <p className="text-sm text-muted">
                  The estimate replaces the price. Shoppers pay it at checkout; the final price is what each piece weighs at the price per
                  kg, never more than the estimate plus the store’s margin.
                </p>
                {form.attributes.length > 0 && (
                  <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                    A product sold by weight has no options: remove them under Stock &amp; options, and sell each size as its own product.
                  </p>
                )}
              </div>
            )}
          </Section>

          <Section id="categories" title="Categories">
            {tree.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : tree.isError ? (
              <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />
            ) : (
              <CategoryPicker
                tree={tree.data}
                value={form.categories}
                onChange={(v) => set('categories', v)}
                error={fieldError('categories')}
              />
            )}
          </Section>

          <Section id="stock" title="Stock & options">
            <fieldset>
              <legend className="text-sm font-medium">How stock is kept</legend>
              <div className="mt-2 grid gap-2 md:grid-cols-3">
                {INVENTORY_METHODS.map((m) => (
                  <label
                    key={m}
                    className={`flex cursor-pointer gap-2 rounded-lg border p-3 text-sm ${form.inventory_method === m ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
                  >
                    <input
                      type="radio"
                      name="inventory_method"
                      checked={form.inventory_method === m}
                      onChange={() => set('inventory_method', m)}
                      className="mt-0.5 accent-brand-600"
                    />
                    <span>
                      <span className="block font-medium">
                        {m === 'Track Inventory By Product Attributes'
                          ? 'Track stock per option'
                          : m === 'Track Inventory'
                            ? 'Track stock'
                            : 'Don’t track stock'}
                      </span>
                      <span className="text-muted">{METHOD_HELP[m]}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-4 grid gap-4 md:grid-cols-3">
              {form.inventory_method === 'Track Inventory' &&
                text('stock', 'In stock', {
                  inputMode: 'numeric',
                  hint: product ? 'A change here is recorded as a count correction. Use Stock for deliveries and waste.' : undefined,
                })}
              {text('min_order_qty', 'Minimum per order', { inputMode: 'numeric' })}
              {text('max_order_qty', 'Maximum per order', { inputMode: 'numeric' })}
            </div>
            <h3 className="mt-6 mb-2 font-semibold">Options</h3>
            {fieldError('attributes') && (
              <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                {fieldError('attributes')}
              </p>
            )}
            <AttributesEditor value={form.attributes} onChange={(a) => set('attributes', a)} />
            {form.inventory_method === 'Track Inventory By Product Attributes' && (
              <>
                <h3 className="mt-6 mb-2 font-semibold">Stock per combination</h3>
                {fieldError('combinations') && (
                  <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                    {fieldError('combinations')}
                  </p>
                )}
                <CombinationsGrid attributes={form.attributes} combos={form.combos} onChange={(c) => set('combos', c)} />
              </>
            )}
          </Section>

          <Section id="food" title="Food information" description="Shown on the product page before purchase (UK food information rules).">
            <FoodEditor value={form.food} onChange={(food) => set('food', food)} fieldError={fieldError} />
          </Section>
          <Section id="images" title="Pictures">
            {product ? (
              <ImagesManager product={product.name} name={product.item} images={product.images} />
            ) : (
              <p className="text-sm text-muted">Save the product first, then add its pictures here.</p>
            )}
          </Section>

          <Section id="seo" title="Search engines" description="How the product page shows in search results and shared links.">
            <div className="grid gap-4">
              {text('meta_title', 'Page title', { max: 140, hint: `${form.meta_title.length}/140 · empty: the product name` })}
              <Field
                label="Page description"
                htmlFor="p-meta_description"
                error={fieldError('meta_description')}
                hint={`${form.meta_description.length}/300 · empty: the short description`}
              >
                <textarea
                  id="p-meta_description"
                  value={form.meta_description}
                  maxLength={300}
                  onChange={(e) => set('meta_description', e.target.value)}
                  rows={3}
                  className={textareaClass}
                />
              </Field>
              <div className="rounded-lg bg-stone-50 p-3 text-sm" aria-label="Search result preview">
                <p className="truncate text-base text-blue-800">{form.meta_title || form.item || 'Product name'} | Larder</p>
                <p className="text-xs text-green-800">/pr/{form.route || 'web-address'}</p>
                <p className="line-clamp-2 text-muted">{form.meta_description || form.short_description || 'Short description'}</p>
              </div>
            </div>
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-stone-50/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6 lg:-mx-8 lg:px-8">
            {save.isError && (
              <p className="mr-auto text-sm font-medium text-red-800" role="status">
                Not saved: see the messages above.
              </p>
            )}
            <Link to="/admin/catalogue" className={buttonClass('ghost')}>
              Cancel
            </Link>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : product ? 'Save product' : 'Create product'}
            </Button>
          </div>
        </form>
      </div>

      {product && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete ${product.item}?`}
          confirmLabel="Delete"
          danger
          pending={del.isPending}
          onConfirm={remove}
        >
          {product.has_orders
            ? 'It has been ordered before, so it will be hidden from the shop (deactivated) and kept for order history.'
            : 'It and its pictures, options and stock history are removed for good.'}
        </ConfirmDialog>
      )}
    </>
  );
}
