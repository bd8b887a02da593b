import { MAX_IMAGE_BYTES, type TAdminImage } from '@larder/contract/admin-catalog';
import { GripVertical, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { assetUrl, errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { inputClass } from '../../../ui/admin-ui';
import { MoveButtons, ProgressBar, useObjectUrl } from '../../../ui/catalogue-ui';
import { ConfirmDialog } from '../../../ui/content-kit';
import { fileSize, type UploadProgress } from '../../../ui/catalogue-upload';
import { useDeleteProductImage } from '../api/admin-delete-product-image';
import { useUpdateProductImages } from '../api/admin-update-product-images';
import { useUploadProductImage } from '../api/admin-upload-product-image';

const MAX = MAX_IMAGE_BYTES;

/** Pictures of a saved product: upload with preview and progress, drag (or buttons) to reorder, alt texts, delete. */
export function ImagesManager({ product, name, images }: { product: string; name: string; images: TAdminImage[] }) {
  const ids = useId();
  const [items, setItems] = useState(images);
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [dragging, setDragging] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TAdminImage | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [fileError, setFileError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useUpdateProductImages(product);
  const remove = useDeleteProductImage(product);
  const upload = useUploadProductImage(product, setProgress);

  // New pictures from the shop (upload, delete) replace the local order.
  const [shown, setShown] = useState(images);
  if (shown !== images) {
    setShown(images);
    setItems(images);
  }
  const preview = useObjectUrl(file);

  const altOf = (i: TAdminImage) => alts[i.name] ?? i.alt;
  const persist = (next: TAdminImage[]) => {
    setItems(next);
    save.mutate(
      next.map((i) => ({ name: i.name, alt: altOf(i) })),
      { onError: (e) => (setItems(images), notify(errorText(e), { kind: 'error', duration: 5000 })) },
    );
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    persist(next);
  };
  const saveAlt = (i: TAdminImage) => {
    if (altOf(i) !== i.alt) persist(items);
  };
  const choose = (f: File | undefined) => {
    setFileError('');
    if (!f) return setFile(null);
    if (f.size > MAX) {
      setFileError(`${f.name} is ${fileSize(f.size)}; pictures can be at most 8 MB.`);
      return setFile(null);
    }
    setFile(f);
  };
  const send = () => {
    if (!file) return;
    upload.mutate(
      { file, alt },
      {
        onSuccess: () => {
          notify('Picture added', { kind: 'success' });
          setFile(null);
          setAlt('');
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: () => setProgress(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="text-sm text-muted">No pictures yet. The first picture is the one shoppers see in lists.</p>
      ) : (
        <>
          <p id={`${ids}-help`} className="text-sm text-muted">
            Drag pictures to reorder them (or use the arrows); the first is the main picture.
          </p>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-describedby={`${ids}-help`}>
            {items.map((img, i) => (
              <li
                key={img.name}
                draggable
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragging !== null) move(dragging, i);
                  setDragging(null);
                }}
                onDragEnd={() => setDragging(null)}
                className={`flex flex-col gap-2 rounded-lg border bg-white p-2 ${dragging === i ? 'border-brand-600 opacity-60' : 'border-line'}`}
              >
                <div className="relative">
                  <img
                    src={assetUrl(img.thumb)}
                    alt={altOf(img)}
                    width={320}
                    height={320}
                    loading="lazy"
                    className="aspect-square w-full rounded-md object-cover"
                  />
                  <span className="absolute top-1 left-1 flex items-center gap-1 rounded bg-white/90 px-1.5 py-0.5 text-xs font-semibold">
                    <GripVertical aria-hidden="true" className="size-3" />
                    {i === 0 ? 'Main picture' : `Picture ${i + 1}`}
                  </span>
                </div>
                <label htmlFor={`${ids}-alt-${img.name}`} className="text-xs font-medium">
                  Description (alt text) of picture {i + 1}
                </label>
                <input
                  id={`${ids}-alt-${img.name}`}
                  value={altOf(img)}
                  maxLength={200}
                  onChange={(e) => setAlts((a) => ({ ...a, [img.name]: e.target.value }))}
                  onBlur={() => saveAlt(img)}
                  className={`${inputClass} h-8`}
                />
                <div className="flex justify-between">
                  <div className="flex gap-1">
                    <MoveButtons
                      label={`picture ${i + 1}`}
                      index={i}
                      count={items.length}
                      onMove={(to) => move(i, to)}
                      disabled={save.isPending}
                      across
                    />
                  </div>
                  <Button variant="ghost" size="sm" aria-label={`Delete picture ${i + 1}`} onClick={() => setRemoving(img)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}

      <div className="rounded-lg border border-dashed border-stone-300 p-3">
        <h3 className="text-sm font-semibold">Add a picture</h3>
        <p className="text-xs text-muted">JPEG, PNG, WebP, AVIF, GIF or TIFF, up to 8 MB. It is resized into square WebP and AVIF sizes.</p>
        <div className="mt-3 flex flex-wrap items-start gap-4">
          {preview && (
            <img
              src={preview}
              alt={`Preview of ${file?.name ?? 'the picture'}`}
              width={120}
              height={120}
              className="size-30 rounded-md border border-line object-contain"
            />
          )}
          <div className="flex min-w-56 flex-1 flex-col gap-2">
            <label htmlFor={`${ids}-file`} className="text-sm font-medium">
              Picture file
            </label>
            <input
              id={`${ids}-file`}
              ref={fileInput}
              type="file"
              accept="image/*"
              onChange={(e) => choose(e.target.files?.[0])}
              className="text-sm file:mr-3 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-3 file:py-1 file:text-brand-700"
            />
            {fileError && (
              <p role="alert" className="text-xs font-medium text-red-700">
                {fileError}
              </p>
            )}
            <label htmlFor={`${ids}-new-alt`} className="text-sm font-medium">
              Description (alt text)
            </label>
            <input
              id={`${ids}-new-alt`}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              placeholder={name}
              maxLength={200}
              className={inputClass}
            />
            {progress && (
              <ProgressBar
                value={progress.phase === 'processing' ? null : progress.sent}
                label={progress.phase === 'processing' ? 'Resizing…' : 'Uploading'}
              />
            )}
            {upload.isError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorText(upload.error)}
              </p>
            )}
            <div>
              <Button variant="secondary" size="sm" disabled={!file || upload.isPending} onClick={send}>
                <Upload aria-hidden="true" className="size-4" /> {upload.isPending ? 'Uploading…' : 'Upload picture'}
              </Button>
            </div>
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Delete this picture?"
        confirmLabel="Delete picture"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.name, {
            onSuccess: () => (setRemoving(null), notify('Picture deleted')),
            onError: (e) => notify(errorText(e), { kind: 'error', duration: 5000 }),
          })
        }
      >
        It is removed from the shop at once.
      </ConfirmDialog>
    </div>
  );
}
