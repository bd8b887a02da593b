import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export function Breadcrumbs({ items }: { items: { title: string; route: string }[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-brand-700">
            Home
          </Link>
        </li>
        {items.map((c, i) => (
          <li key={c.route} className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-3.5" />
            {i === items.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {c.title}
              </span>
            ) : (
              <Link to={c.route} className="hover:text-brand-700">
                {c.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
