import { type TSaveHomeSection, ZSaveHomeSection } from '@larder/contract/admin-content';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleSelect, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { useAllRoutes } from '../api/all-routes';
import { CategorySelect } from './CategorySelect';
import type { HomeSectionsResult } from '../api/home-sections';
import { useSaveHomeSection } from '../api/save-home-section';

export type TSection = HomeSectionsResult[number];
export type SectionType = TSection['section_type'];
type Layout = TSection['application_type'];

// The console's words for the contract's section types.
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

type Config = Record<string, unknown>;
const BLANK_SLIDE = { title: '', subtitle: '', cta: 'Shop now', route: '/', image: '', background: '#a51318' };

export function defaultConfig(type: SectionType): Config {
  switch (type) {
    case 'Slider':
      return { slides: [BLANK_SLIDE] };
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
// The form holds a draft; the contract's union checks it, the config's shape by the section's type.
const SCHEMA = ZSaveHomeSection as unknown as z.ZodType<TSaveHomeSection, Draft>;

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
    <div className="ml-auto flex gap-1">
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

/** The slides of a slider or the points of a text block: each in a fieldset, moved and removed with its tools. */
function ItemList({
  name,
  noun,
  max,
  blank,
  swatch,
  children,
}: {
  name: string;
  noun: string;
  max: number;
  blank: Record<string, string>;
  swatch?: (path: string) => ReactNode;
  children: (path: string, i: number) => ReactNode;
}) {
  const { fields, move, remove, append } = useFieldArray({ name });
  return (
    <div className="flex flex-col gap-3">
      {fields.map((f, i) => (
        <fieldset key={f.id} className="rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold">
            {noun[0]!.toUpperCase() + noun.slice(1)} {i + 1}
          </legend>
          <div className="mb-2 flex items-center gap-2">
            {swatch?.(`${name}.${i}`)}
            <ItemTools index={i} count={fields.length} label={`${noun} ${i + 1}`} onMove={(to) => move(i, to)} onRemove={() => remove(i)} />
          </div>
          {children(`${name}.${i}`, i)}
        </fieldset>
      ))}
      {fields.length < max && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => append(blank)}>
          <Plus aria-hidden="true" className="size-4" /> Add a {noun}
        </Button>
      )}
    </div>
  );
}

/** A slide's background, as the shop will paint it behind the white text. */
function Swatch({ path }: { path: string }) {
  const bg = String(useWatch({ name: `${path}.background` }) ?? '');
  const ok = /^#[0-9a-f]{3,8}$/i.test(bg) || bg.startsWith('linear-gradient(');
  return <div aria-hidden="true" className="h-8 flex-1 rounded-md" style={{ background: ok ? bg : '#a51318' }} />;
}

function ConfigEditor({ type }: { type: SectionType }) {
  const routes = useAllRoutes().data ?? [];
  const source = useWatch({ name: 'config.source' }) as unknown;
  const limit = (max: number, what: string) => (
    <ConsoleText
      name="config.limit"
      id="sec-limit"
      label={`How many ${what}`}
      hint={`1 to ${max}.`}
      type="number"
      min={1}
      max={max}
      className="w-32"
    />
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

  switch (type) {
    case 'Category List':
      return limit(50, 'categories');
    case 'Brand Strip':
      return limit(50, 'brands');
    case 'Product Carousel':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <ConsoleSelect name="config.source" id="sec-source" label="Products to show">
            {SOURCES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </ConsoleSelect>
          {source === 'category' && <CategorySelect name="config.category_route" id="sec-category" />}
          {limit(48, 'products')}
        </div>
      );
    case 'Image Block':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {routeList}
          <ConsoleText name="config.title" id="img-title" label="Heading" />
          <ConsoleText name="config.cta" id="img-cta" label="Button text" />
          <ConsoleTextArea name="config.text" id="img-text" label="Text" />
          <div className="flex flex-col gap-4">
            <ConsoleText
              name="config.route"
              id="img-route"
              label="Button opens"
              hint="A page of the shop, e.g. /c/spices-and-masalas"
              list="shop-routes"
            />
            <ConsoleText name="config.image" id="img-image" label="Image" hint="A /media/… path or an https:// address" />
          </div>
        </div>
      );
    case 'Text Block':
      return (
        <ItemList name="config.items" noun="point" max={6} blank={{ title: '', text: '', icon: 'truck' }}>
          {(path, i) => (
            <>
              <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                <ConsoleText name={`${path}.title`} id={`tb-title-${i}`} label="Title" />
                <ConsoleSelect name={`${path}.icon`} id={`tb-icon-${i}`} label="Icon">
                  {ICONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </ConsoleSelect>
              </div>
              <div className="mt-3">
                <ConsoleTextArea name={`${path}.text`} id={`tb-text-${i}`} label="Text" />
              </div>
            </>
          )}
        </ItemList>
      );
    case 'Slider':
      return (
        <>
          {routeList}
          <ItemList name="config.slides" noun="slide" max={10} blank={BLANK_SLIDE} swatch={(path) => <Swatch path={path} />}>
            {(path, i) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <ConsoleText name={`${path}.title`} id={`sl-title-${i}`} label="Heading" />
                <ConsoleText name={`${path}.subtitle`} id={`sl-subtitle-${i}`} label="Line under it" />
                <ConsoleText name={`${path}.cta`} id={`sl-cta-${i}`} label="Button text" />
                <ConsoleText
                  name={`${path}.route`}
                  id={`sl-route-${i}`}
                  label="Button opens"
                  hint="A page of the shop, e.g. /c/meat"
                  list="shop-routes"
                />
                <ConsoleText
                  name={`${path}.image`}
                  id={`sl-image-${i}`}
                  label="Image"
                  hint="A /media/… path or an https:// address (optional)"
                />
                <ConsoleText
                  name={`${path}.background`}
                  id={`sl-bg-${i}`}
                  label="Background"
                  hint="A dark colour (#a51318) or linear-gradient(120deg,#a51318,#6d0d10): the text is white"
                />
              </div>
            )}
          </ItemList>
        </>
      );
  }
}

/** A carousel keeps its category only while it shows one category. */
function withoutStaleCategory(v: TSaveHomeSection): TSaveHomeSection {
  if (v.section_type !== 'Product Carousel' || v.config.source === 'category') return v;
  const { category_route: _drop, ...config } = v.config;
  void _drop;
  return { ...v, config };
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
  const form = useContractForm(SCHEMA, {
    defaultValues: section
      ? { ...section, is_active: section.is_active === 1, config: { ...defaultConfig(section.section_type), ...section.config } }
      : {
          section_type: 'Slider',
          application_type: defaultLayout,
          title: '',
          subtitle: '',
          is_active: true,
          config: defaultConfig('Slider'),
        },
  });
  const save = useSaveHomeSection();
  const type = form.watch('section_type');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={section ? `Edit section: ${section.title || section.section_type}` : 'Add a home page section'}
      wide
    >
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          const r = await save.mutateAsync(withoutStaleCategory(values));
          const what = `Section “${r.title || r.section_type}”`;
          notify(section ? `${what} saved` : `${what} added at the end`, { kind: 'success' });
          onOpenChange(false);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <ConsoleSelect
            name="section_type"
            id="sec-type"
            label="Type"
            hint={SECTION_TYPES.find((t) => t.type === type)?.help}
            disabled={Boolean(section)}
            onChange={(ev) => form.setValue('config', defaultConfig(ev.target.value as SectionType))}
          >
            {SECTION_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </ConsoleSelect>
          <ConsoleSelect name="application_type" id="sec-layout" label="Shown on">
            <option value="both">Mobile and web</option>
            <option value="mobile">Mobile app only</option>
            <option value="web">Website only</option>
          </ConsoleSelect>
          <ConsoleText name="title" id="sec-title" label="Heading" hint="Shown above the section (may be empty for a slider)." />
          <ConsoleText name="subtitle" id="sec-subtitle" label="Line under the heading" />
        </div>
        <ConsoleCheck
          name="is_active"
          id="sec-active"
          label="Show on the home page"
          hint="Untick to hide the section without deleting it."
        />
        <div className="border-t border-line pt-4">
          <ConfigEditor key={type} type={type} />
        </div>
        <FormSummary />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton busy="Saving…">{section ? 'Save section' : 'Add section'}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
