import { MAX_IMAGE_BYTES, type TAdminCategory } from '@larder/contract/admin-catalog';
import { type FormEvent, useState } from 'react';
import { ApiError, assetUrl, errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { ErrorSummary, selectClass, textareaClass, useObjectUrl } from '../../../ui/catalogue-ui';
import { fileSize } from '../../../ui/catalogue-upload';
import { useSaveCategory } from '../api/admin-save-category';

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
  const [name, setName] = useState(category?.category_name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [parentId, setParentId] = useState<string>(category ? (category.parent ?? '') : (parent ?? ''));
  const [view, setView] = useState<string>(category?.default_view ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [active, setActive] = useState(category ? !!category.is_active : true);
  const [metaTitle, setMetaTitle] = useState(category && category.meta_title !== category.category_name ? category.meta_title : '');
  const [metaDescription, setMetaDescription] = useState(
    category && category.meta_description !== category.description ? category.meta_description : '',
  );
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const save = useSaveCategory();
  const preview = useObjectUrl(file);

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
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file && file.size > MAX_IMAGE_BYTES) {
      notify(`${file.name} is ${fileSize(file.size)}; pictures can be at most 8 MB.`, { kind: 'error', duration: 5000 });
      return;
    }
    save.mutate(
      {
        ...(category ? { name: category.name } : {}),
        category_name: name,
        slug,
        parent: parentId || null,
        image: removeImage ? '' : (category?.image ?? ''),
        ...(file ? { file } : {}),
        default_view: view || null,
        description,
        is_active: active ? 1 : 0,
        meta_title: metaTitle,
        meta_description: metaDescription,
      },
      {
        onSuccess: (c) => {
          notify(category ? `${c.category_name} saved` : `${c.category_name} created`, { kind: 'success' });
          onClose();
        },
      },
    );
  };

  const current = !removeImage && category?.image;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={category ? `Edit ${category.category_name}` : 'New category'} wide>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {save.isError && <ErrorSummary message={errorText(save.error)} errors={errors} />}
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Name" htmlFor="cat-name">
            <input id="cat-name" value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} className={inputClass} />
          </Field>
          <Field
            label="Web address (last part)"
            htmlFor="cat-slug"
            hint={`/c/${parentRoute ? `${parentRoute}/` : ''}${slug || 'made-from-the-name'}`}
          >
            <input id="cat-slug" value={slug} maxLength={120} onChange={(e) => setSlug(e.target.value)} className={inputClass} />
          </Field>
          <Field label="Parent" htmlFor="cat-parent">
            <select id="cat-parent" value={parentId} onChange={(e) => setParentId(e.target.value)} className={selectClass}>
              <option value="">None (top level)</option>
              {parents.map((c) => (
                <option key={c.name} value={c.name}>
                  {'— '.repeat(c.level - 1)}
                  {c.category_name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Products shown as" htmlFor="cat-view">
            <select id="cat-view" value={view} onChange={(e) => setView(e.target.value)} className={selectClass}>
              <option value="">Shop default</option>
              <option value="Grid View">Grid</option>
              <option value="List View">List</option>
            </select>
          </Field>
          <div className="md:col-span-2">
            <Field label="Description" htmlFor="cat-description">
              <textarea
                id="cat-description"
                value={description}
                maxLength={2000}
                rows={3}
                onChange={(e) => setDescription(e.target.value)}
                className={textareaClass}
              />
            </Field>
          </div>
          <div className="flex flex-col gap-2 md:col-span-2">
            <span className="text-sm font-medium" id="cat-image-label">
              Picture
            </span>
            <div className="flex flex-wrap items-center gap-4">
              {(preview || current) && (
                <img
                  src={preview || assetUrl(category?.mobile_image || category?.image)}
                  alt={preview ? 'Preview of the new picture' : `Current picture of ${category?.category_name ?? 'the category'}`}
                  width={96}
                  height={96}
                  className="size-24 rounded-md border border-line object-cover"
                />
              )}
              <div className="flex flex-col gap-2">
                <input
                  type="file"
                  accept="image/*"
                  aria-labelledby="cat-image-label"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  className="text-sm file:mr-3 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-3 file:py-1 file:text-brand-700"
                />
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
              </div>
            </div>
          </div>
          <Field label="Page title for search engines" htmlFor="cat-meta-title" hint="Empty: the name">
            <input
              id="cat-meta-title"
              value={metaTitle}
              maxLength={140}
              onChange={(e) => setMetaTitle(e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field label="Page description for search engines" htmlFor="cat-meta-description" hint="Empty: the description">
            <input
              id="cat-meta-description"
              value={metaDescription}
              maxLength={300}
              onChange={(e) => setMetaDescription(e.target.value)}
              className={inputClass}
            />
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
            {save.isPending ? 'Saving…' : category ? 'Save category' : 'Create category'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
