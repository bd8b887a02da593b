/** The column headings of the order pages' plain tables (an order's lines, the pick list, a packing slip). */
import type { ReactNode } from 'react';

export interface Heading {
  label: ReactNode;
  className?: string;
}

/** One row of `th scope="col"`, in the `thead` the table styles with `className`. */
export function ColumnHeadings({ className, headings }: { className: string; headings: Heading[] }) {
  return (
    <thead className={className}>
      <tr>
        {headings.map((h, i) => (
          <th key={i} scope="col" className={h.className}>
            {h.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The heading of a column of tick boxes: a ✓ that reads as its word ("Picked", "Packed"). */
export function tickHeading(word: string): ReactNode {
  return (
    <>
      <span className="sr-only">{word}</span>
      <span aria-hidden="true">✓</span>
    </>
  );
}
