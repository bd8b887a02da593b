import { ExternalLink, Heading2, Heading3, Image as ImageIcon, List, ListOrdered, Pilcrow, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { assetUrl } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { fieldError, textareaClass } from '../../../ui/content-kit';
import { moveItem, SortableList } from '../../../ui/content-sortable';

/** Rich text as data (the storefront renders each block as text): headings, paragraphs, lists, images. */
export type BlockType = 'h2' | 'h3' | 'p' | 'ul' | 'ol' | 'img';
export interface EditorBlock {
  key: string;
  type: BlockType;
  /** Heading or paragraph text; for lists, one item per line. */
  text: string;
  src: string;
  alt: string;
}
export type WireBlock =
  { type: 'h2' | 'h3' | 'p'; text: string } | { type: 'ul' | 'ol'; items: string[] } | { type: 'img'; src: string; alt: string };

const KINDS: { type: BlockType; label: string; icon: typeof Pilcrow }[] = [
  { type: 'h2', label: 'Heading', icon: Heading2 },
  { type: 'h3', label: 'Subheading', icon: Heading3 },
  { type: 'p', label: 'Paragraph', icon: Pilcrow },
  { type: 'ul', label: 'Bulleted list', icon: List },
  { type: 'ol', label: 'Numbered list', icon: ListOrdered },
  { type: 'img', label: 'Image', icon: ImageIcon },
];
const kindLabel = (t: BlockType) => KINDS.find((k) => k.type === t)?.label ?? t;

let seq = 0;
const key = () => `b${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Saved blocks → editor rows (unknown shapes become empty paragraphs rather than disappearing). */
export function toEditorBlocks(content: readonly unknown[]): EditorBlock[] {
  return content.map((raw) => {
    const b = (raw ?? {}) as Partial<{ type: string; text: string; items: string[]; src: string; alt: string }>;
    const type = (KINDS.some((k) => k.type === b.type) ? b.type : 'p') as BlockType;
    return {
      key: key(),
      type,
      text: type === 'ul' || type === 'ol' ? (Array.isArray(b.items) ? b.items.join('\n') : '') : typeof b.text === 'string' ? b.text : '',
      src: typeof b.src === 'string' ? b.src : '',
      alt: typeof b.alt === 'string' ? b.alt : '',
    };
  });
}

export function toWireBlocks(blocks: readonly EditorBlock[]): WireBlock[] {
  return blocks.map((b): WireBlock => {
    if (b.type === 'ul' || b.type === 'ol')
      return {
        type: b.type,
        items: b.text
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    if (b.type === 'img') return { type: 'img', src: b.src.trim(), alt: b.alt.trim() };
    return { type: b.type, text: b.text.trim() };
  });
}

/** Add, edit, reorder and delete blocks. `error` paths look like "content.2.items". */
export function BlockEditor({
  blocks,
  onChange,
  error,
  field = 'content',
}: {
  blocks: EditorBlock[];
  onChange: (b: EditorBlock[]) => void;
  error?: unknown;
  field?: string;
}) {
  const set = (i: number, patch: Partial<EditorBlock>) => onChange(blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const e = (i: number, sub: string) =>
    fieldError(error, `${field}.${i}.${sub}`) ?? (sub === 'type' ? fieldError(error, `${field}.${i}`) : null);
  return (
    <div className="flex flex-col gap-3">
      {blocks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">
          No blocks yet: add a heading or a paragraph below.
        </p>
      ) : (
        <SortableList
          label="Blocks"
          items={blocks}
          getKey={(b) => b.key}
          getLabel={(b) => `${kindLabel(b.type)} ${blocks.indexOf(b) + 1}`}
          onMove={(from, to) => onChange(moveItem(blocks, from, to))}
          renderItem={(b, i) => {
            const id = `${field}-${b.key}`;
            const heading = b.type === 'h2' || b.type === 'h3';
            return (
              <div className="flex flex-col gap-2 pr-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {i + 1}. {kindLabel(b.type)}
                  </span>
                  <button
                    type="button"
                    onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                    aria-label={`Delete ${kindLabel(b.type).toLowerCase()} ${i + 1}`}
                    className="grid size-8 place-items-center rounded-md text-muted hover:bg-red-50 hover:text-red-800"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {b.type === 'img' ? (
                  <div className="grid gap-2 sm:grid-cols-2">
                    <Field label="Image address" htmlFor={`${id}-src`} error={e(i, 'src')} hint="/media/… or https://…">
                      <input
                        id={`${id}-src`}
                        value={b.src}
                        onChange={(ev) => set(i, { src: ev.target.value })}
                        aria-invalid={Boolean(e(i, 'src'))}
                        className={inputClass}
                      />
                    </Field>
                    <Field label="Description for screen readers" htmlFor={`${id}-alt`} error={e(i, 'alt')}>
                      <input id={`${id}-alt`} value={b.alt} onChange={(ev) => set(i, { alt: ev.target.value })} className={inputClass} />
                    </Field>
                  </div>
                ) : heading ? (
                  <Field label={`${kindLabel(b.type)} text`} htmlFor={`${id}-text`} error={e(i, 'text') ?? e(i, 'type')}>
                    <input
                      id={`${id}-text`}
                      value={b.text}
                      onChange={(ev) => set(i, { text: ev.target.value })}
                      aria-invalid={Boolean(e(i, 'text'))}
                      className={`${inputClass} font-semibold`}
                    />
                  </Field>
                ) : b.type === 'p' ? (
                  <Field label="Paragraph text" htmlFor={`${id}-text`} error={e(i, 'text') ?? e(i, 'type')}>
                    <textarea
                      id={`${id}-text`}
                      value={b.text}
                      onChange={(ev) => set(i, { text: ev.target.value })}
                      aria-invalid={Boolean(e(i, 'text'))}
                      className={textareaClass}
                    />
                  </Field>
                ) : (
                  <Field label="List items, one per line" htmlFor={`${id}-text`} error={e(i, 'items') ?? e(i, 'type')}>
                    <textarea
                      id={`${id}-text`}
                      value={b.text}
                      onChange={(ev) => set(i, { text: ev.target.value })}
                      aria-invalid={Boolean(e(i, 'items'))}
                      className={textareaClass}
                    />
                  </Field>
                )}
              </div>
            );
          }}
        />
      )}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Add a block">
        <span className="text-sm font-medium">Add:</span>
        {KINDS.map((k) => (
          <Button
            key={k.type}
            variant="secondary"
            size="sm"
            onClick={() => onChange([...blocks, { key: key(), type: k.type, text: '', src: '', alt: '' }])}
          >
            <k.icon aria-hidden="true" className="size-4" /> {k.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** What the page will show, as text (never HTML): the same blocks the storefront renders. */
export function BlockPreview({ title, blocks }: { title: string; blocks: WireBlock[] }) {
  return (
    <div className="flex flex-col gap-3 text-sm leading-relaxed">
      <p className="text-xl font-bold">{title || 'Untitled'}</p>
      {blocks.length === 0 && <p className="text-muted">Nothing to show yet.</p>}
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'h2':
            return (
              <p key={i} className="text-lg font-bold">
                {b.text}
              </p>
            );
          case 'h3':
            return (
              <p key={i} className="font-semibold">
                {b.text}
              </p>
            );
          case 'p':
            return (
              <p key={i} className="whitespace-pre-line">
                {b.text}
              </p>
            );
          case 'ul':
            return (
              <ul key={i} className="list-disc pl-5">
                {b.items.map((it, j) => (
                  <li key={j}>{it}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={i} className="list-decimal pl-5">
                {b.items.map((it, j) => (
                  <li key={j}>{it}</li>
                ))}
              </ol>
            );
          case 'img':
            return b.src && /^(\/|https:\/\/)/.test(b.src) ? (
              <img key={i} src={assetUrl(b.src)} alt={b.alt} loading="lazy" className="max-h-48 w-auto rounded-lg object-cover" />
            ) : (
              <p key={i} className="text-muted">
                [Image: {b.alt || 'no description'}]
              </p>
            );
        }
      })}
    </div>
  );
}

/** The block editor and its preview, side by side on a wide screen (info pages, blog posts). */
export function BlocksAndPreview({
  title,
  blocks,
  onChange,
  error,
}: {
  title: string;
  blocks: EditorBlock[];
  onChange: (b: EditorBlock[]) => void;
  error: unknown;
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card title="Content">
        <BlockEditor blocks={blocks} onChange={onChange} error={error} />
      </Card>
      <Card title="Preview">
        <BlockPreview title={title} blocks={toWireBlocks(blocks)} />
      </Card>
    </div>
  );
}

/** The published page on the shop, in a new tab. */
export function ViewOnShop({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ExternalLink aria-hidden="true" className="size-4" /> View on the shop
    </a>
  );
}

/** An address (route) field's onInput: routes are lower case, so typing is lowered as it goes. */
export const lowerCase = (e: FormEvent<HTMLInputElement>) => {
  e.currentTarget.value = e.currentTarget.value.toLowerCase();
};
