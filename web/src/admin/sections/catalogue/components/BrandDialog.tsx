import { MAX_IMAGE_BYTES, type TAdminBrand } from '@larder/contract/admin-catalog';
import { type FormEvent, useState } from 'react';
import { ApiError, assetUrl, errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { ErrorSummary, textareaClass, useObjectUrl } from '../../../ui/catalogue-ui';
import { fileSize } from '../../../ui/catalogue-upload';
import { useSaveBrand } from '../api/admin-save-brand';

export function BrandDialog({ brand, onClose }: { brand?: TAdminBrand; onClose: () => void }) {
  const [name, setName] = useState(brand?.brand_name ?? '');
  const [route, setRoute] = useState(brand?.route ?? '');
  const [description, setDescription] = useState(brand?.description ?? '');
  const [order, setOrder] = useState(String(brand?.display_order ?? 0));
  const [active, setActive] = useState(brand ? !!brand.is_active : true);
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveBrand();
  const preview = useObjectUrl(file);
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file && file.size > MAX_IMAGE_BYTES) {
      notify(`${file.name} is ${fileSize(file.size)}; logos can be at most 8 MB.`, { kind: 'error', duration: 5000 });
      return;
    }
    save.mutate(
      {
        ...(brand ? { name: brand.name } : {}),
        brand_name: name,
        route,
        description,
        logo: brand?.logo ?? '',
        ...(file ? { file } : {}),
        display_order: order || 0,
        is_active: active ? 1 : 0,
      },
      {
        onSuccess: (b) => {
          notify(brand ? `${b.brand_name} saved` : `${b.brand_name} created`, { kind: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={brand ? `Edit ${brand.brand_name}` : 'New brand'} wide>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {save.isError && <ErrorSummary message={errorText(save.error)} errors={errors} />}
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Name" htmlFor="brand-name">
            <input id="brand-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} className={inputClass} />
          </Field>
          <Field label="Web address" htmlFor="brand-route" hint={`/brands/${route || 'made-from-the-name'}`}>
            <input id="brand-route" value={route} maxLength={120} onChange={(e) => setRoute(e.target.value)} className={inputClass} />
          </Field>
          <div className="md:col-span-2">
            <Field label="Description" htmlFor="brand-description">
              <textarea
                id="brand-description"
                value={description}
                maxLength={2000}
                rows={3}
                onChange={(e) => setDescription(e.target.value)}
                className={textareaClass}
              />
            </Field>
          </div>
          <div className="flex flex-col gap-2">
            <span id="brand-logo-label" className="text-sm font-medium">
              Logo
            </span>
            {(preview || brand?.logo) && (
              <img
                src={preview || assetUrl(brand?.logo)}
                alt={preview ? 'Preview of the new logo' : `Current logo of ${brand?.brand_name ?? 'the brand'}`}
                width={150}
                height={40}
                className="h-10 w-auto self-start rounded border border-line bg-white object-contain"
              />
            )}
            <input
              type="file"
              accept="image/*"
              aria-labelledby="brand-logo-label"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="text-sm file:mr-3 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-3 file:py-1 file:text-brand-700"
            />
          </div>
          <Field label="Position in the brand list" htmlFor="brand-order" hint="Lower numbers come first.">
            <input id="brand-order" inputMode="numeric" value={order} onChange={(e) => setOrder(e.target.value)} className={inputClass} />
          </Field>
          <label className="flex items-center gap-2 text-sm md:col-span-2">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="size-4 accent-brand-600" />
            Shown in the shop
          </label>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : brand ? 'Save brand' : 'Create brand'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
