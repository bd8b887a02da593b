import type { TCategoryNode } from '@larder/contract/catalog';
import { ChevronDown, ChevronLeft, ChevronRight, Menu } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useParentCategories } from '../../features/catalog/api/get-parent-categories';
import { Skeleton } from '../../ui/skeleton';
import { rememberCategoryView } from './shell-state';

/** The spec's category strip scroll step. */
const SCROLL_STEP = 350;

const categoryPath = (c: TCategoryNode) => `/c/${c.route}`;

/** Desktop category bar: a scrolling strip with hover dropdowns (levels 2 and 3) and an all-category panel. */
export function CategoryBar() {
  const { data, isPending, isError, refetch } = useParentCategories();
  const { pathname } = useLocation();
  const current = pathname.startsWith('/c/') ? (pathname.slice(3).split('/')[0] ?? null) : null;

  return (
    <div className="border-t border-line bg-white">
      <div className="mx-auto flex h-11 max-w-7xl items-stretch gap-2 px-6">
        <AllCategories categories={data} />
        {isPending ? (
          <div className="flex flex-1 items-center gap-6 px-10" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-4 w-24" />
            ))}
          </div>
        ) : isError ? (
          <p className="flex flex-1 items-center gap-2 px-4 text-sm text-muted">
            Categories could not be loaded.
            <button type="button" onClick={() => void refetch()} className="font-semibold text-brand-700 underline">
              Try again
            </button>
          </p>
        ) : (
          <CategoryStrip categories={data} current={current} />
        )}
      </div>
    </div>
  );
}

/** The all-category panel: opens on click (or ArrowDown), closes when the mouse leaves or on Escape; three cascading columns. */
function AllCategories({ categories }: { categories: TCategoryNode[] | undefined }) {
  const [open, setOpen] = useState(false);
  const [child1, setChild1] = useState<string | null>(null);
  const [child2, setChild2] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const level1 = categories?.find((c) => c.name === child1) ?? categories?.[0];
  const level2 = level1?.child.find((c) => c.name === child2);

  const close = () => {
    setOpen(false);
    setChild1(null);
    setChild2(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      close();
      button.current?.focus();
    }
  };
  const choose = (c: TCategoryNode) => {
    rememberCategoryView(c.default_view);
    close();
  };

  return (
    <div
      ref={root}
      className="relative flex items-center"
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && close()}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="all-categories-panel"
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => document.querySelector<HTMLElement>('#all-categories-panel a')?.focus());
        }}
        className="flex items-center gap-2 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Menu aria-hidden="true" className="size-4" /> All Categories
      </button>
      {open && categories && (
        <div
          id="all-categories-panel"
          className="absolute top-full left-0 z-50 flex max-h-[70vh] min-h-80 overflow-hidden rounded-b-xl border border-line bg-white text-sm shadow-xl"
        >
          <CategoryColumn
            label="All categories"
            items={categories}
            selected={level1?.name}
            onHover={(c) => {
              setChild1(c.name);
              setChild2(null);
            }}
            onChoose={choose}
          />
          {level1 && level1.child.length > 0 && (
            <CategoryColumn
              label={level1.category_name}
              items={level1.child}
              selected={level2?.name}
              onHover={(c) => setChild2(c.name)}
              onChoose={choose}
              all={level1}
            />
          )}
          {level2 && level2.child.length > 0 && (
            <CategoryColumn label={level2.category_name} items={level2.child} onChoose={choose} all={level2} />
          )}
        </div>
      )}
    </div>
  );
}

function CategoryColumn({
  label,
  items,
  selected,
  onHover,
  onChoose,
  all,
}: {
  label: string;
  items: TCategoryNode[];
  selected?: string;
  onHover?: (c: TCategoryNode) => void;
  onChoose: (c: TCategoryNode) => void;
  all?: TCategoryNode;
}) {
  return (
    <ul aria-label={label} className="w-60 overflow-y-auto border-r border-line py-2 last:border-r-0">
      {all && (
        <li>
          <Link
            to={categoryPath(all)}
            onClick={() => onChoose(all)}
            className="block px-4 py-2 font-semibold text-brand-700 hover:underline"
          >
            All {all.category_name}
          </Link>
        </li>
      )}
      {items.map((c) => (
        <li key={c.name} onMouseEnter={() => onHover?.(c)} onFocus={() => onHover?.(c)}>
          <Link
            to={categoryPath(c)}
            onClick={() => onChoose(c)}
            className={`flex items-center justify-between gap-2 px-4 py-2 hover:bg-brand-50 ${selected === c.name ? 'bg-brand-50 font-semibold text-brand-700' : ''}`}
          >
            {c.category_name}
            {onHover && c.child.length > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The horizontally scrolling level-1 strip. Each category is a link to its page and, when it has
 * subcategories, a disclosure button (WAI-ARIA disclosure navigation): Enter, Space or ArrowDown
 * opens the dropdown of levels 2 and 3, Escape closes it and returns focus to the button. The
 * mouse opens it on hover. A closed dropdown is not rendered, so its links are not in the tab
 * order, and the strip itself is one tab stop: ArrowLeft/ArrowRight (Home/End) move between its
 * links and buttons (a roving tab index), so the keyboard reaches the page without passing every
 * category (decision 020).
 */
function CategoryStrip({ categories, current }: { categories: TCategoryNode[]; current: string | null }) {
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const [open, setOpen] = useState<{ name: string; style: CSSProperties } | null>(null);
  // The strip control (link or button) that holds the strip's one tab stop.
  const [stop, setStop] = useState(0);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const update = () => setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
    const ro = new ResizeObserver(update);
    ro.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);

  const scroll = (dir: 1 | -1) => {
    setOpen(null);
    strip.current?.scrollBy({ left: dir * SCROLL_STEP, behavior: 'smooth' });
  };

  /** The dropdown is `position: fixed` so the strip's horizontal overflow does not clip it. */
  const show = (c: TCategoryNode, item: HTMLElement) => {
    if (open?.name === c.name) return;
    const r = item.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const style: CSSProperties =
      r.left > width / 2 ? { top: r.bottom, right: Math.max(16, width - r.right) } : { top: r.bottom, left: Math.max(16, r.left) };
    setOpen({ name: c.name, style });
  };

  const controls = () => Array.from(strip.current?.querySelectorAll<HTMLElement>('[data-strip-control]') ?? []);
  const moveFocus = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = controls();
    const at = all.indexOf(e.target as HTMLElement);
    if (at < 0) return; // inside an open dropdown
    const to =
      e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? all.length - 1 : null;
    if (to === null || to < 0 || to >= all.length) return;
    e.preventDefault();
    setOpen(null);
    all[to]?.focus();
  };
  const tabIndex = (i: number) => (i === stop ? 0 : -1);

  let index = 0;
  const arrow =
    'grid size-7 shrink-0 place-items-center self-center rounded-full hover:bg-stone-100 disabled:opacity-30 disabled:hover:bg-transparent';
  return (
    <nav aria-label="Categories" className="flex min-w-0 flex-1 items-stretch gap-1">
      {/* The arrows are for the mouse: from the keyboard, moving along the strip scrolls it. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label="Scroll categories left"
        disabled={edges.start}
        onClick={() => scroll(-1)}
        className={arrow}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <ul
        ref={strip}
        onScroll={() => open && setOpen(null)}
        onKeyDown={moveFocus}
        onFocus={(e) => {
          const at = controls().indexOf(e.target);
          if (at >= 0) setStop(at);
        }}
        className="scrollbar-none flex min-w-0 flex-1 overflow-x-auto text-sm font-medium"
      >
        {categories.map((c) => {
          const linkIndex = index++;
          const buttonIndex = c.child.length > 0 ? index++ : -1;
          const isOpen = open?.name === c.name;
          const panelId = `category-menu-${c.route}`;
          return (
            <li
              key={c.name}
              className="flex"
              onMouseEnter={(e) => c.child.length > 0 && show(c, e.currentTarget)}
              onMouseLeave={() => setOpen(null)}
              onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && isOpen && setOpen(null)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && isOpen) {
                  e.preventDefault();
                  setOpen(null);
                  e.currentTarget.querySelector<HTMLElement>('[aria-expanded]')?.focus();
                }
              }}
            >
              <Link
                to={categoryPath(c)}
                data-strip-control=""
                tabIndex={tabIndex(linkIndex)}
                onClick={() => {
                  rememberCategoryView(c.default_view);
                  setOpen(null);
                }}
                className={`flex items-center border-b-2 whitespace-nowrap hover:text-brand-700 focus-visible:-outline-offset-2 ${c.child.length > 0 ? 'pl-3' : 'px-3'} ${
                  current === c.route || isOpen ? 'border-brand-600 text-brand-700' : 'border-transparent'
                }`}
              >
                {c.category_name}
              </Link>
              {c.child.length > 0 && (
                <button
                  type="button"
                  data-strip-control=""
                  tabIndex={tabIndex(buttonIndex)}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={`${c.category_name} menu`}
                  onClick={(e) => (isOpen ? setOpen(null) : show(c, e.currentTarget.parentElement!))}
                  onKeyDown={(e) => {
                    if (e.key !== 'ArrowDown') return;
                    e.preventDefault();
                    const li = e.currentTarget.parentElement!;
                    show(c, li);
                    // The dropdown renders on the next frame: focus its first link then.
                    requestAnimationFrame(() => li.querySelector<HTMLElement>(`#${CSS.escape(panelId)} a`)?.focus());
                  }}
                  className={`flex items-center border-b-2 pr-2 pl-1 text-muted hover:text-brand-700 focus-visible:-outline-offset-2 ${
                    current === c.route || isOpen ? 'border-brand-600' : 'border-transparent'
                  }`}
                >
                  <ChevronDown aria-hidden="true" className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                </button>
              )}
              {isOpen && <Dropdown id={panelId} node={c} style={open.style} onDone={() => setOpen(null)} />}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        tabIndex={-1}
        aria-label="Scroll categories right"
        disabled={edges.end}
        onClick={() => scroll(1)}
        className={arrow}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

/** Level 2 headings with their level 3 links under them. */
function Dropdown({ id, node, style, onDone }: { id: string; node: TCategoryNode; style: CSSProperties; onDone: () => void }) {
  const cols = Math.min(node.child.length, 4);
  const choose = (c: TCategoryNode) => {
    rememberCategoryView(c.default_view);
    onDone();
  };
  return (
    <div
      id={id}
      style={{ ...style, gridTemplateColumns: `repeat(${cols}, minmax(10rem, 13rem))` }}
      className="fixed z-50 grid max-h-[60vh] gap-x-8 gap-y-5 overflow-y-auto rounded-b-xl border border-line bg-white p-5 text-sm shadow-xl"
    >
      {node.child.map((c) => (
        <div key={c.name}>
          <Link to={categoryPath(c)} onClick={() => choose(c)} className="font-semibold text-ink hover:text-brand-700">
            {c.category_name}
          </Link>
          {c.child.length > 0 && (
            <ul aria-label={c.category_name} className="mt-2 grid gap-1.5">
              {c.child.map((g) => (
                <li key={g.name}>
                  <Link to={categoryPath(g)} onClick={() => choose(g)} className="text-muted hover:text-brand-700">
                    {g.category_name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
