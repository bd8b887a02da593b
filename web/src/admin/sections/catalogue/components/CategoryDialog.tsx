import { adminCatalogCalls, MAX_IMAGE_BYTES, type TAdminCategory } from '@larder/contract/admin-catalog';
import { useState } from 'react';
import { assetUrl } from '../../../../api/client';
import { FormRefusal, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleSelect, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { notify } from '../../../../ui/toast';
import { useObjectUrl } from '../../../ui/catalogue-ui';
import { fileSize } from '../../../ui/catalogue-upload';
import { FormDialog } from '../../../ui/FormDialog';
import { useSaveCategory } from '../api/admin-save-category';
import { FilePicker } from './FilePicker';

/** New or edited category: name, web address, parent, picture, view, visibility and search-engine text. */
export function CategoryDialog({
  tree,
  category,
  parent,
  onClose,
}: {
  tree: TAdminCategory[];
  category?: TAdminCategory;
  parent: string | null;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const save = useSaveCategory();
  const preview = useObjectUrl(file);
  const form = useContractForm(adminCatalogCalls.admin_save_category.payload, {
    defaultValues: {
      category_name: category?.category_name ?? '',
      slug: category?.slug ?? '',
      parent: category ? (category.parent ?? '') : (parent ?? ''),
      default_view: category?.default_view ?? '',
      description: category?.description ?? '',
      is_active: category ? !!category.is_active : true,
      meta_title: category && category.meta_title !== category.category_name ? category.meta_title : '',
      meta_description: category && category.meta_description !== category.description ? category.meta_description : '',
    },
    words: { category_name: { required: 'Give the category a name' } },
  });
  const [slug, parentId] = form.watch(['slug', 'parent']);

  // Not itself, nothing below it, and not at the third level (categories go three levels deep).
  const below = new Set<string>();
  if (category) {
    const walk = (id: string) => {
      below.add(id);
      for (const c of tree) if (c.parent === id) walk(c.name);
    };
    walk(category.name);
  }
  const parents = tree.filter((c) => c.level < 3 && !below.has(c.name));
  const parentRoute = tree.find((c) => c.name === parentId)?.route;
  const current = !removeImage && category?.image;

  return (
    <FormDialog
      title={category ? `Edit ${category.category_name}` : 'New category'}
      wide
      onClose={onClose}
      form={form}
      submitLabel={category ? 'Save category' : 'Create category'}
      onSubmit={async (values) => {
        if (file && file.size > MAX_IMAGE_BYTES)
          throw new FormRefusal(`${file.name} is ${fileSize(file.size)}; pictures can be at most 8 MB.`);
        const image = removeImage ? '' : (category?.image ?? '');
        const c = await save.mutateAsync({ ...values, image, ...(category ? { name: category.name } : {}), ...(file ? { file } : {}) });
        notify(category ? `${c.category_name} saved` : `${c.category_name} created`, { kind: 'success' });
        onClose();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <ConsoleText name="category_name" label="Name" id="cat-name" maxLength={80} />
        <ConsoleText
          name="slug"
          label="Web address (last part)"
          id="cat-slug"
          maxLength={120}
          hint={`/c/${parentRoute ? `${parentRoute}/` : ''}${(slug as string) || 'made-from-the-name'}`}
        />
        <ConsoleSelect name="parent" label="Parent" id="cat-parent">
          <option value="">None (top level)</option>
          {parents.map((c) => (
            <option key={c.name} value={c.name}>
              {'— '.repeat(c.level - 1)}
              {c.category_name}
            </option>
          ))}
        </ConsoleSelect>
        <ConsoleSelect name="default_view" label="Products shown as" id="cat-view">
          <option value="">Shop default</option>
          <option value="Grid View">Grid</option>
          <option value="List View">List</option>
        </ConsoleSelect>
        <div className="md:col-span-2">
          <ConsoleTextArea name="description" label="Description" id="cat-description" maxLength={2000} rows={3} />
        </div>
        <FilePicker
          id="cat-image-label"
          label="Picture"
          className="md:col-span-2"
          onFile={setFile}
          preview={
            (preview || current) && (
              <img
                src={preview || assetUrl(category?.mobile_image || category?.image)}
                alt={preview ? 'Preview of the new picture' : `Current picture of ${category?.category_name ?? 'the category'}`}
                width={96}
                height={96}
                className="size-24 rounded-md border border-line object-cover"
              />
            )
          }
        >
          {category?.image && !file && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={removeImage}
                onChange={(e) => setRemoveImage(e.target.checked)}
                className="size-4 accent-brand-600"
              />
              Remove the picture
            </label>
          )}
        </FilePicker>
        <ConsoleText name="meta_title" label="Page title for search engines" id="cat-meta-title" maxLength={140} hint="Empty: the name" />
        <ConsoleText
          name="meta_description"
          label="Page description for search engines"
          id="cat-meta-description"
          maxLength={300}
          hint="Empty: the description"
        />
        <ConsoleCheck name="is_active" label="Shown in the shop" className="md:col-span-2" />
      </div>
    </FormDialog>
  );
}
