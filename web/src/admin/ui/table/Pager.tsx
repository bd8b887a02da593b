import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../ui/button';

/**
 * Previous / next paging for console tables. With `total` it says "21–40 of 95"; without (a list
 * that does not count), "Next" is offered while a page comes back full.
 */
export function Pager({
  page,
  pageLen,
  shown,
  total,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pageLen: number;
  shown: number;
  total?: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const first = shown ? (page - 1) * pageLen + 1 : 0;
  const last = (page - 1) * pageLen + shown;
  const hasNext = total === undefined ? shown === pageLen : last < total;
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <p className="text-sm text-muted" aria-live="polite">
        {shown ? `${first}–${last}` : 'None'}
        {total !== undefined && ` of ${total}`}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
