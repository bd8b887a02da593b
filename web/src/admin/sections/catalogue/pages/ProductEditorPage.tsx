import { INVENTORY_METHODS, type TAdminProduct, type TInventoryMethod } from '@larder/contract/admin-catalog';
import { formatWeight } from '@larder/contract/weighed';
import { ArrowLeft, ExternalLink, History, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../../api/client';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Field, inputClass, PageHeader } from '../../../ui/admin-ui';
import { ConfirmDialog } from '../../../ui/content-kit';
import { ConsoleCheck, ConsoleSelect, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
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
import { ErrorsUnder } from '../components/ErrorsUnder';
import { emptyForm, fromProduct, PRODUCT_WORDS, productSchema, type ProductValues, weightEstimate } from '../components/product-form';
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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveProduct();
  const del = useDeleteProduct();
  const form = useContractForm(productSchema, {
    defaultValues: product ? fromProduct(product) : emptyForm(),
    words: PRODUCT_WORDS,
  });
  const failed = Object.keys(form.formState.errors).length > 0;

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

        <Form
          form={form}
          onSubmit={async (payload) => {
            const saved = await save.mutateAsync(product ? { ...payload, name: product.name } : payload);
            notify(product ? 'Product saved' : 'Product created', { kind: 'success' });
            if (!product) void navigate(`/admin/catalogue/${saved.name}`, { replace: true });
          }}
          className="flex min-w-0 flex-col gap-5"
          aria-label={product ? `Edit ${product.item}` : 'New product'}
        >
          <FormSummary />
          <DetailsSection />
          <PricingSection />
          <WeightSection />
          <Section id="categories" title="Categories">
            <Categories />
          </Section>
          <StockSection product={product} />
          <Section id="food" title="Food information" description="Shown on the product page before purchase (UK food information rules).">
            <FoodEditor />
          </Section>
          <Section id="images" title="Pictures">
            {product ? (
              <ImagesManager product={product.name} name={product.item} images={product.images} />
            ) : (
              <p className="text-sm text-muted">Save the product first, then add its pictures here.</p>
            )}
          </Section>
          <SeoSection />

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-stone-50/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6 lg:-mx-8 lg:px-8">
            {failed && (
              <p className="mr-auto text-sm font-medium text-red-800" role="status">
                Not saved: see the messages above.
              </p>
            )}
            <Link to="/admin/catalogue" className={buttonClass('ghost')}>
              Cancel
            </Link>
            <SubmitButton busy="Saving…">{product ? 'Save product' : 'Create product'}</SubmitButton>
          </div>
        </Form>
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

const useValue = <K extends keyof ProductValues>(name: K) => useWatch<ProductValues, K>({ name });

function DetailsSection() {
  const route = useValue('route');
  const brands = useBrandList();
  return (
    <Section id="details" title="Details">
      <div className="grid gap-4 md:grid-cols-2">
        <ConsoleText name="item" label="Name" maxLength={140} required />
        <ConsoleText
          name="route"
          label="Web address"
          maxLength={120}
          hint={route ? `/pr/${route}` : 'Made from the name when empty, e.g. lamb-leg-steaks'}
        />
        <ConsoleText name="sku" label="SKU (stock code)" maxLength={60} />
        <ConsoleSelect name="brand" label="Brand">
          <option value="">No brand</option>
          {brands.data?.map((b) => (
            <option key={b.name} value={b.name}>
              {b.brand_name}
            </option>
          ))}
        </ConsoleSelect>
        <ConsoleText name="unit" label="Pack size shown to shoppers" maxLength={40} hint="e.g. 500 g, 6 pack" />
        <ConsoleText name="weight_grams" label="Weight (grams)" inputMode="numeric" hint="Used for delivery weight bands." />
        <div className="md:col-span-2">
          <ConsoleText name="short_description" label="Short description" maxLength={500} hint="One line under the name." />
        </div>
        <div className="md:col-span-2">
          <ConsoleTextArea name="full_description" label="Full description" rows={5} />
        </div>
        <ConsoleText name="tags" label="Search words" maxLength={500} hint="Separated by spaces; help shoppers find it." />
        <ConsoleText name="certifications" label="Certifications" maxLength={200} hint="Comma separated, e.g. halal, organic" />
        <fieldset className="flex flex-col gap-2 md:col-span-2">
          <legend className="text-sm font-medium">Status</legend>
          <ConsoleCheck name="is_active" label="On sale (shown in the shop)" />
          <ConsoleCheck name="disable_add_to_cart" label="Shown but cannot be added to the cart" />
        </fieldset>
      </div>
    </Section>
  );
}

function PricingSection() {
  const byWeight = useValue('by_weight');
  const estimate = weightEstimate({ price_per_kg: useValue('price_per_kg'), typical_weight_g: useValue('typical_weight_g') });
  const vatClass = useValue('vat_class');
  const options = useCatalogOptions();
  const { errors } = useFormContext<ProductValues>().formState;
  return (
    <Section id="pricing" title="Pricing" description="Prices include VAT, in pounds with at most two decimals.">
      <div className="grid gap-4 md:grid-cols-3">
        {byWeight ? (
          <>
            <Field
              label="Price (£)"
              htmlFor="p-price"
              error={errors.price?.message}
              hint="The estimate for the typical weight (Sold by weight)."
            >
              <input
                id="p-price"
                inputMode="decimal"
                value={estimate === null ? '' : (estimate / 100).toFixed(2)}
                readOnly
                aria-invalid={!!errors.price}
                className={`${inputClass.replace('bg-white', 'bg-stone-100')} text-muted`}
              />
            </Field>
            <Field label="Was price (£)" htmlFor="p-old_price" hint="None for a product sold by weight.">
              <input id="p-old_price" value="" disabled className={inputClass} />
            </Field>
          </>
        ) : (
          <>
            <ConsoleText name="price" label="Price (£)" inputMode="decimal" required />
            <ConsoleText name="old_price" label="Was price (£)" inputMode="decimal" hint="Shown struck through; empty for none." />
          </>
        )}
        <ConsoleSelect name="vat_class" label="VAT class">
          {(options.data?.vat_classes ?? [{ name: vatClass, label: vatClass, rate_percent: 0 }]).map((v) => (
            <option key={v.name} value={v.name}>
              {v.label}
            </option>
          ))}
        </ConsoleSelect>
      </div>
    </Section>
  );
}

function WeightSection() {
  const { register, getValues, setValue } = useFormContext<ProductValues>();
  const byWeight = useValue('by_weight');
  const typical = useValue('typical_weight_g');
  const estimate = weightEstimate({ price_per_kg: useValue('price_per_kg'), typical_weight_g: typical });
  const hasOptions = useValue('attributes').length > 0;
  return (
    <Section
      id="weight"
      title="Sold by weight"
      description="For meat and fish priced per kg and bought by the piece: the shopper pays an estimate, and the picker weighs each piece."
    >
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          {...register('by_weight', {
            onChange: (e: { target: { checked: boolean } }) => {
              const { typical_weight_g, weight_grams } = getValues();
              // The pack's weight is a good first guess at a piece's.
              if (e.target.checked && !typical_weight_g && Number(weight_grams) > 0) setValue('typical_weight_g', weight_grams.trim());
            },
          })}
          className="size-4 accent-brand-600"
        />
        Sold by weight (priced per kg)
      </label>
      {byWeight && (
        <div className="mt-4 flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-3">
            <ConsoleText name="price_per_kg" label="Price per kg (£)" inputMode="decimal" required />
            <ConsoleText name="typical_weight_g" label="Typical weight (g)" inputMode="numeric" required hint="Of one piece, e.g. 1600." />
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
                <span className="whitespace-nowrap">{formatWeight(Number(typical.trim()))}</span>
              </>
            )}
          </p>
          <p className="text-sm text-muted">
            The estimate replaces the price. Shoppers pay it at checkout; the final price is what each piece weighs at the price per kg,
            never more than the estimate plus the store’s margin.
          </p>
          {hasOptions && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              A product sold by weight has no options: remove them under Stock &amp; options, and sell each size as its own product.
            </p>
          )}
        </div>
      )}
    </Section>
  );
}

function Categories() {
  const tree = useCategoryTree();
  const { field, fieldState } = useController<ProductValues, 'categories'>({ name: 'categories' });
  if (tree.isPending) return <Skeleton className="h-40 w-full" />;
  if (tree.isError) return <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />;
  return <CategoryPicker tree={tree.data} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />;
}

const METHOD_LABEL: Record<TInventoryMethod, string> = {
  'Track Inventory': 'Track stock',
  'Dont Track Inventory': 'Don’t track stock',
  'Track Inventory By Product Attributes': 'Track stock per option',
};

function StockSection({ product }: { product?: TAdminProduct }) {
  const { register } = useFormContext<ProductValues>();
  const method = useValue('inventory_method');
  return (
    <Section id="stock" title="Stock & options">
      <fieldset>
        <legend className="text-sm font-medium">How stock is kept</legend>
        <div className="mt-2 grid gap-2 md:grid-cols-3">
          {INVENTORY_METHODS.map((m) => (
            <label
              key={m}
              className={`flex cursor-pointer gap-2 rounded-lg border p-3 text-sm ${method === m ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
            >
              <input type="radio" value={m} {...register('inventory_method')} className="mt-0.5 accent-brand-600" />
              <span>
                <span className="block font-medium">{METHOD_LABEL[m]}</span>
                <span className="text-muted">{METHOD_HELP[m]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {method === 'Track Inventory' && (
          <ConsoleText
            name="stock"
            label="In stock"
            inputMode="numeric"
            hint={product ? 'A change here is recorded as a count correction. Use Stock for deliveries and waste.' : undefined}
          />
        )}
        <ConsoleText name="min_order_qty" label="Minimum per order" inputMode="numeric" />
        <ConsoleText name="max_order_qty" label="Maximum per order" inputMode="numeric" />
      </div>
      <h3 className="mt-6 mb-2 font-semibold">Options</h3>
      <ErrorsUnder name="attributes" only />
      <AttributesEditor />
      {method === 'Track Inventory By Product Attributes' && (
        <>
          <h3 className="mt-6 mb-2 font-semibold">Stock per combination</h3>
          <ErrorsUnder name="combinations" />
          <CombinationsGrid />
        </>
      )}
    </Section>
  );
}

function SeoSection() {
  const [metaTitle, metaDescription, item, route, short] = useWatch<
    ProductValues,
    ['meta_title', 'meta_description', 'item', 'route', 'short_description']
  >({
    name: ['meta_title', 'meta_description', 'item', 'route', 'short_description'],
  });
  return (
    <Section id="seo" title="Search engines" description="How the product page shows in search results and shared links.">
      <div className="grid gap-4">
        <ConsoleText name="meta_title" label="Page title" maxLength={140} hint={`${metaTitle.length}/140 · empty: the product name`} />
        <ConsoleTextArea
          name="meta_description"
          label="Page description"
          maxLength={300}
          rows={3}
          hint={`${metaDescription.length}/300 · empty: the short description`}
        />
        <div className="rounded-lg bg-stone-50 p-3 text-sm" aria-label="Search result preview">
          <p className="truncate text-base text-blue-800">{metaTitle || item || 'Product name'} | Larder</p>
          <p className="text-xs text-green-800">/pr/{route || 'web-address'}</p>
          <p className="line-clamp-2 text-muted">{metaDescription || short || 'Short description'}</p>
        </div>
      </div>
    </Section>
  );
}
