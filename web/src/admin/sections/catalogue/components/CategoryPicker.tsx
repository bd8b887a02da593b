import type { TAdminCategory } from '@larder/contract/admin-catalog';

/** Categories as a checklist (indented by level) with the main one chosen among the ticked. */
export function CategoryPicker({
  tree,
  value,
  onChange,
  error,
}: {
  tree: TAdminCategory[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const makeMain = (id: string) => onChange([id, ...value.filter((v) => v !== id)]);
  const main = value[0];
  return (
    <fieldset aria-describedby={error ? 'categories-error' : undefined}>
      <legend className="text-sm font-medium">Categories</legend>
      <p className="text-xs text-muted">Tick every category it belongs in; the main one decides its breadcrumbs and pick-list group.</p>
      <ul className="relative mt-2 max-h-80 overflow-y-auto rounded-lg border border-line p-2">
        {tree.map((c) => {
          const on = value.includes(c.name);
          return (
            <li
              key={c.name}
              className="flex items-center justify-between gap-2 rounded px-1 py-1 hover:bg-stone-50"
              style={{ paddingLeft: `${(c.level - 1) * 1.25 + 0.25}rem` }}
            >
              <label className="flex min-w-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) => toggle(c.name, e.target.checked)}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="truncate">
                  {c.category_name}
                  {!c.is_active && <span className="ml-1 text-xs text-muted">(hidden)</span>}
                </span>
              </label>
              {on && (
                <label className="flex shrink-0 items-center gap-1 text-xs">
                  <input
                    type="radio"
                    name="main-category"
                    checked={main === c.name}
                    onChange={() => makeMain(c.name)}
                    className="accent-brand-600"
                  />
                  Main
                </label>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="categories-error" role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
