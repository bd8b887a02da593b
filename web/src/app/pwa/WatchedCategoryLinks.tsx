import type { TCategoryNode } from '@larder/contract/catalog';
import { Link } from 'react-router';
import { useParentCategories } from '../../features/catalog/api/get-parent-categories';
import { useAppConfig } from '../../lib/app-config';
import { CategoryIcon } from '../../ui/category-icon';

function findByRoute(nodes: TCategoryNode[], route: string): TCategoryNode | null {
  for (const n of nodes) {
    if (n.route === route) return n;
    const hit = findByRoute(n.child ?? [], route);
    if (hit) return hit;
  }
  return null;
}

/**
 * The app config's watched category list as quick links (for the mobile side menu, under the
 * greeting): the shop picks and orders them in its settings, and a change reaches open apps
 * through the config stream. Routes that are not in the category tree are skipped.
 */
export function WatchedCategoryLinks({ onNavigate, itemClassName = '' }: { onNavigate?: () => void; itemClassName?: string }) {
  const config = useAppConfig();
  const { data } = useParentCategories();
  const items = data ? (config?.category_list ?? []).map((r) => findByRoute(data, r)).filter((c) => c !== null) : [];
  if (items.length === 0) return null;
  return (
    <nav aria-label="Popular categories" data-testid="watched-categories">
      <ul>
        {items.map((c) => (
          <li key={c.route}>
            <Link to={`/c/${c.route}`} onClick={onNavigate} className={`flex items-center gap-3 px-5 py-2.5 text-[15px] ${itemClassName}`}>
              <CategoryIcon category={c} size={28} className="size-7 rounded-full bg-stone-100 object-cover" />
              {c.category_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
