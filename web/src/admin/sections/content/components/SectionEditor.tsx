import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError, selectClass, textareaClass } from '../../../ui/content-kit';
import { moveItem } from '../../../ui/content-sortable';
import { useAllRoutes } from '../api/all-routes';
import type { HomeSectionsResult } from '../api/home-sections';
import { useSaveHomeSection } from '../api/save-home-section';

export type TSection = HomeSectionsResult[number];
export type SectionType = TSection['section_type'];
type Layout = TSection['application_type'];

// Kept here rather than imported from the contract module, which would bring zod into the console's chunk.
export const SECTION_TYPES: { type: SectionType; label: string; help: string }[] = [
  { type: 'Slider', label: 'Slider', help: 'Large banners that rotate, each with a button to a page of the shop.' },
  { type: 'Category List', label: 'Category list', help: 'Tiles of the top-level categories.' },
  { type: 'Product Carousel', label: 'Product carousel', help: 'A row of products: best sellers, new arrivals, offers or one category.' },
  { type: 'Brand Strip', label: 'Brand strip', help: 'The logos of the active brands.' },
  { type: 'Text Block', label: 'Text block', help: 'Up to six short points with an icon (why shop with us).' },
  { type: 'Image Block', label: 'Image block', help: 'One picture with a title, a line of text and a button.' },
];
const SOURCES = [
  { value: 'best_sellers', label: 'Best sellers' },
  { value: 'new_arrivals', label: 'New arrivals' },
  { value: 'offers', label: 'Offers (money off)' },
  { value: 'category', label: 'One category' },
] as const;
const ICONS = [
  { value: 'truck', label: 'Van (delivery)' },
  { value: 'clock', label: 'Clock (slots)' },
  { value: 'shield', label: 'Shield (quality)' },
] as const;

interface Slide {
  title: string;
  subtitle: string;
  cta: string;
  route: string;
  image: string;
  background: string;
}
interface TextItem {
  title: string;
  text: string;
  icon: string;
}
type Config = Record<string, unknown>;

const str = (v: unknown, d = '') => (typeof v === 'string' ? v : d);
const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);

export function defaultConfig(type: SectionType): Config {
  switch (type) {
    case 'Slider':
      return { slides: [{ title: '', subtitle: '', cta: 'Shop now', route: '/', image: '', background: '#a51318' }] };
    case 'Category List':
      return { limit: 12 };
    case 'Product Carousel':
      return { source: 'best_sellers', category_route: '', limit: 12 };
    case 'Brand Strip':
      return { limit: 16 };
    case 'Text Block':
      return { items: [{ title: '', text: '', icon: 'truck' }] };
    case 'Image Block':
      return { title: '', text: '', image: '', route: '/', cta: 'Shop now' };
  }
}

interface Draft {
  name?: string;
  section_type: SectionType;
  application_type: Layout;
  title: string;
  subtitle: string;
  is_active: boolean;
  config: Config;
}

/** Small row of up / down / remove buttons for an item inside a section (a slide, a text point). */
function ItemTools({
  index,
  count,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const cls = 'grid size-8 place-items-center rounded-md text-muted hover:bg-stone-100 hover:text-ink disabled:opacity-30';
  return (
    <div className="flex gap-1">
      <button type="button" className={cls} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${label} up`}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={cls}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${label} down`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={cls} disabled={count === 1} onClick={onRemove} aria-label={`Remove ${label}`}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  list,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  hint?: string;
  list?: string;
  multiline?: boolean;
}) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          className={textareaClass}
        />
      ) : (
        <input
          id={id}
          value={value}
          list={list}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function ConfigEditor({ draft, setConfig, error }: { draft: Draft; setConfig: (c: Config) => void; error: unknown }) {
  const routes = useAllRoutes().data ?? [];
  const categoryRoutes = routes.filter((r) => r.type === 'category').map((r) => ({ route: r.route.replace(/^\/c\//, ''), title: r.title }));
  const c = draft.config;
  const e = (path: string) => fieldError(error, `config.${path}`);
  const set = (patch: Config) => setConfig({ ...c, ...patch });
  const limit = (max: number, what: string) => (
    <Field label={`How many ${what}`} htmlFor="sec-limit" error={e('limit')} hint={`1 to ${max}.`}>
      <input
        id="sec-limit"
        type="number"
        min={1}
        max={max}
        value={num(c.limit, 12)}
        onChange={(ev) => set({ limit: Number(ev.target.value) })}
        aria-invalid={Boolean(e('limit'))}
        className={`${inputClass} w-32`}
      />
    </Field>
  );
  const routeList = (
    <datalist id="shop-routes">
      {routes.map((r) => (
        <option key={r.route} value={r.route}>
          {r.title}
        </option>
      ))}
    </datalist>
  );

  switch (draft.section_type) {
    case 'Category List':
      return limit(50, 'categories');
    case 'Brand Strip':
      return limit(50, 'brands');
    case 'Product Carousel':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Products to show" htmlFor="sec-source" error={e('source')}>
            <select
              id="sec-source"
              value={str(c.source, 'best_sellers')}
              onChange={(ev) => set({ source: ev.target.value })}
              className={selectClass}
            >
              {SOURCES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </Field>
          {c.source === 'category' && (
            <Field label="Category" htmlFor="sec-category" error={e('category_route')}>
              <select
                id="sec-category"
                value={str(c.category_route)}
                onChange={(ev) => set({ category_route: ev.target.value })}
                aria-invalid={Boolean(e('category_route'))}
                className={selectClass}
              >
                <option value="">Choose a category</option>
                {categoryRoutes.map((r) => (
                  <option key={r.route} value={r.route}>
                    {r.title} ({r.route})
                  </option>
                ))}
              </select>
            </Field>
          )}
          {limit(48, 'products')}
        </div>
      );
    case 'Image Block':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {routeList}
          <TextInput id="img-title" label="Heading" value={str(c.title)} onChange={(v) => set({ title: v })} error={e('title')} />
          <TextInput id="img-cta" label="Button text" value={str(c.cta)} onChange={(v) => set({ cta: v })} error={e('cta')} />
          <TextInput id="img-text" label="Text" value={str(c.text)} onChange={(v) => set({ text: v })} error={e('text')} multiline />
          <div className="flex flex-col gap-4">
            <TextInput
              id="img-route"
              label="Button opens"
              value={str(c.route)}
              onChange={(v) => set({ route: v })}
              error={e('route')}
              hint="A page of the shop, e.g. /c/spices-and-masalas"
              list="shop-routes"
            />
            <TextInput
              id="img-image"
              label="Image"
              value={str(c.image)}
              onChange={(v) => set({ image: v })}
              error={e('image')}
              hint="A /media/… path or an https:// address"
            />
          </div>
        </div>
      );
    case 'Text Block': {
      const items = (Array.isArray(c.items) ? c.items : []) as TextItem[];
      const setItems = (next: TextItem[]) => set({ items: next });
      return (
        <div className="flex flex-col gap-3">
          {items.map((it, i) => (
            <fieldset key={i} className="rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-semibold">Point {i + 1}</legend>
              <div className="mb-2 flex justify-end">
                <ItemTools
                  index={i}
                  count={items.length}
                  label={`point ${i + 1}`}
                  onMove={(to) => setItems(moveItem(items, i, to))}
                  onRemove={() => setItems(items.filter((_, j) => j !== i))}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                <TextInput
                  id={`tb-title-${i}`}
                  label="Title"
                  value={it.title}
                  onChange={(v) => setItems(items.map((x, j) => (j === i ? { ...x, title: v } : x)))}
                  error={e(`items.${i}.title`)}
                />
                <Field label="Icon" htmlFor={`tb-icon-${i}`} error={e(`items.${i}.icon`)}>
                  <select
                    id={`tb-icon-${i}`}
                    value={it.icon}
                    onChange={(ev) => setItems(items.map((x, j) => (j === i ? { ...x, icon: ev.target.value } : x)))}
                    className={selectClass}
                  >
                    {ICONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <div className="mt-3">
                <TextInput
                  id={`tb-text-${i}`}
                  label="Text"
                  value={it.text}
                  onChange={(v) => setItems(items.map((x, j) => (j === i ? { ...x, text: v } : x)))}
                  error={e(`items.${i}.text`)}
                  multiline
                />
              </div>
            </fieldset>
          ))}
          {items.length < 6 && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => setItems([...items, { title: '', text: '', icon: 'truck' }])}
            >
              <Plus aria-hidden="true" className="size-4" /> Add a point
            </Button>
          )}
        </div>
      );
    }
    case 'Slider': {
      const slides = (Array.isArray(c.slides) ? c.slides : []) as Slide[];
      const setSlides = (next: Slide[]) => set({ slides: next });
      const upd = (i: number, patch: Partial<Slide>) => setSlides(slides.map((x, j) => (j === i ? { ...x, ...patch } : x)));
      return (
        <div className="flex flex-col gap-3">
          {routeList}
          {slides.map((s, i) => (
            <fieldset key={i} className="rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-semibold">Slide {i + 1}</legend>
              <div className="mb-2 flex items-center justify-between gap-2">
                <div
                  aria-hidden="true"
                  className="h-8 flex-1 rounded-md"
                  style={{
                    background:
                      /^#[0-9a-f]{3,8}$/i.test(s.background) || s.background.startsWith('linear-gradient(') ? s.background : '#a51318',
                  }}
                />
                <ItemTools
                  index={i}
                  count={slides.length}
                  label={`slide ${i + 1}`}
                  onMove={(to) => setSlides(moveItem(slides, i, to))}
                  onRemove={() => setSlides(slides.filter((_, j) => j !== i))}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput
                  id={`sl-title-${i}`}
                  label="Heading"
                  value={s.title}
                  onChange={(v) => upd(i, { title: v })}
                  error={e(`slides.${i}.title`)}
                />
                <TextInput
                  id={`sl-subtitle-${i}`}
                  label="Line under it"
                  value={s.subtitle}
                  onChange={(v) => upd(i, { subtitle: v })}
                  error={e(`slides.${i}.subtitle`)}
                />
                <TextInput
                  id={`sl-cta-${i}`}
                  label="Button text"
                  value={s.cta}
                  onChange={(v) => upd(i, { cta: v })}
                  error={e(`slides.${i}.cta`)}
                />
                <TextInput
                  id={`sl-route-${i}`}
                  label="Button opens"
                  value={s.route}
                  onChange={(v) => upd(i, { route: v })}
                  error={e(`slides.${i}.route`)}
                  hint="A page of the shop, e.g. /c/meat"
                  list="shop-routes"
                />
                <TextInput
                  id={`sl-image-${i}`}
                  label="Image"
                  value={s.image}
                  onChange={(v) => upd(i, { image: v })}
                  error={e(`slides.${i}.image`)}
                  hint="A /media/… path or an https:// address (optional)"
                />
                <TextInput
                  id={`sl-bg-${i}`}
                  label="Background"
                  value={s.background}
                  onChange={(v) => upd(i, { background: v })}
                  error={e(`slides.${i}.background`)}
                  hint="A dark colour (#a51318) or linear-gradient(120deg,#a51318,#6d0d10): the text is white"
                />
              </div>
            </fieldset>
          ))}
          {slides.length < 10 && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() =>
                setSlides([...slides, { title: '', subtitle: '', cta: 'Shop now', route: '/', image: '', background: '#a51318' }])
              }
            >
              <Plus aria-hidden="true" className="size-4" /> Add a slide
            </Button>
          )}
        </div>
      );
    }
  }
}

function toPayload(d: Draft) {
  let config = d.config;
  if (d.section_type === 'Product Carousel' && config.source !== 'category') {
    const { category_route: _drop, ...rest } = config;
    void _drop;
    config = rest;
  }
  return {
    name: d.name,
    section_type: d.section_type,
    application_type: d.application_type,
    title: d.title,
    subtitle: d.subtitle,
    is_active: d.is_active ? 1 : 0,
    config,
  };
}

/** Adds or edits one home page section; the fields follow its type. */
export function SectionEditor({
  section,
  defaultLayout,
  open,
  onOpenChange,
}: {
  section: TSection | null;
  defaultLayout: Layout;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() =>
    section
      ? {
          name: section.name,
          section_type: section.section_type,
          application_type: section.application_type,
          title: section.title,
          subtitle: section.subtitle,
          is_active: section.is_active === 1,
          config: { ...defaultConfig(section.section_type), ...section.config },
        }
      : {
          section_type: 'Slider',
          application_type: defaultLayout,
          title: '',
          subtitle: '',
          is_active: true,
          config: defaultConfig('Slider'),
        },
  );
  const save = useSaveHomeSection();
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    save.mutate(toPayload(draft), {
      onSuccess: (r) => {
        notify(section ? `Section “${r.title || r.section_type}” saved` : `Section “${r.title || r.section_type}” added at the end`, {
          kind: 'success',
        });
        onOpenChange(false);
      },
    });
  };
  const typeHelp = SECTION_TYPES.find((t) => t.type === draft.section_type)?.help;
  const frame = (children: ReactNode) => (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={section ? `Edit section: ${section.title || section.section_type}` : 'Add a home page section'}
      wide
    >
      {children}
    </Dialog>
  );
  return frame(
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" htmlFor="sec-type" hint={typeHelp}>
          <select
            id="sec-type"
            value={draft.section_type}
            disabled={Boolean(section)}
            onChange={(ev) => {
              const t = ev.target.value as SectionType;
              setDraft({ ...draft, section_type: t, config: defaultConfig(t) });
            }}
            className={selectClass}
          >
            {SECTION_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Shown on" htmlFor="sec-layout" error={fieldError(save.error, 'application_type')}>
          <select
            id="sec-layout"
            value={draft.application_type}
            onChange={(ev) => setDraft({ ...draft, application_type: ev.target.value as Layout })}
            className={selectClass}
          >
            <option value="both">Mobile and web</option>
            <option value="mobile">Mobile app only</option>
            <option value="web">Website only</option>
          </select>
        </Field>
        <TextInput
          id="sec-title"
          label="Heading"
          value={draft.title}
          onChange={(v) => setDraft({ ...draft, title: v })}
          error={fieldError(save.error, 'title')}
          hint="Shown above the section (may be empty for a slider)."
        />
        <TextInput
          id="sec-subtitle"
          label="Line under the heading"
          value={draft.subtitle}
          onChange={(v) => setDraft({ ...draft, subtitle: v })}
          error={fieldError(save.error, 'subtitle')}
        />
      </div>
      <CheckField
        id="sec-active"
        label="Show on the home page"
        hint="Untick to hide the section without deleting it."
        checked={draft.is_active}
        onChange={(v) => setDraft({ ...draft, is_active: v })}
      />
      <div className="border-t border-line pt-4">
        <ConfigEditor draft={draft} setConfig={(config) => setDraft({ ...draft, config })} error={save.error} />
      </div>
      <FormError error={save.error} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : section ? 'Save section' : 'Add section'}
        </Button>
      </div>
    </form>,
  );
}
