import { adminCatalogCalls, MAX_IMAGE_BYTES, type TAdminBrand } from '@larder/contract/admin-catalog';
import { useState } from 'react';
import { assetUrl } from '../../../../api/client';
import { FormRefusal, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { notify } from '../../../../ui/toast';
import { useObjectUrl } from '../../../ui/catalogue-ui';
import { fileSize } from '../../../ui/catalogue-upload';
import { FormDialog } from '../../../ui/FormDialog';
import { useSaveBrand } from '../api/admin-save-brand';
import { FilePicker } from './FilePicker';

export function BrandDialog({ brand, onClose }: { brand?: TAdminBrand; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveBrand();
  const preview = useObjectUrl(file);
  const form = useContractForm(adminCatalogCalls.admin_save_brand.payload, {
    defaultValues: {
      brand_name: brand?.brand_name ?? '',
      route: brand?.route ?? '',
      description: brand?.description ?? '',
      logo: brand?.logo ?? '',
      display_order: String(brand?.display_order ?? 0),
      is_active: brand ? !!brand.is_active : true,
    },
    words: {
      brand_name: { required: 'Give the brand a name' },
      display_order: { invalid: 'Enter a whole number from 0 to 100,000' },
    },
  });
  const route = form.watch('route') as string;

  return (
    <FormDialog
      title={brand ? `Edit ${brand.brand_name}` : 'New brand'}
      wide
      onClose={onClose}
      form={form}
      submitLabel={brand ? 'Save brand' : 'Create brand'}
      onSubmit={async (values) => {
        if (file && file.size > MAX_IMAGE_BYTES)
          throw new FormRefusal(`${file.name} is ${fileSize(file.size)}; logos can be at most 8 MB.`);
        const b = await save.mutateAsync({ ...values, ...(brand ? { name: brand.name } : {}), ...(file ? { file } : {}) });
        notify(brand ? `${b.brand_name} saved` : `${b.brand_name} created`, { kind: 'success' });
        onClose();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <ConsoleText name="brand_name" label="Name" id="brand-name" maxLength={80} />
        <ConsoleText name="route" label="Web address" id="brand-route" maxLength={120} hint={`/brands/${route || 'made-from-the-name'}`} />
        <div className="md:col-span-2">
          <ConsoleTextArea name="description" label="Description" id="brand-description" maxLength={2000} rows={3} />
        </div>
        <FilePicker
          id="brand-logo-label"
          label="Logo"
          onFile={setFile}
          preview={
            (preview || brand?.logo) && (
              <img
                src={preview || assetUrl(brand?.logo)}
                alt={preview ? 'Preview of the new logo' : `Current logo of ${brand?.brand_name ?? 'the brand'}`}
                width={150}
                height={40}
                className="h-10 w-auto self-start rounded border border-line bg-white object-contain"
              />
            )
          }
        />
        <ConsoleText
          name="display_order"
          label="Position in the brand list"
          id="brand-order"
          inputMode="numeric"
          hint="Lower numbers come first."
        />
        <ConsoleCheck name="is_active" label="Shown in the shop" className="md:col-span-2" />
      </div>
    </FormDialog>
  );
}
