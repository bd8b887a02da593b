import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '../../../../ui/button';

interface RowAction<T> {
  label: string;
  /** The button's full name, naming the row ("Edit E1 Whitechapel"). */
  name: (row: T) => string;
  onClick: (row: T) => void;
  danger?: boolean;
}

/** A list's last column: small buttons for each row ("Edit", "Delete"), under a hidden "Actions" heading. */
export function actionsColumn<T>(...actions: RowAction<T>[]): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'text-right whitespace-nowrap' },
    cell: ({ row: { original } }) =>
      actions.map((a) => (
        <Button
          key={a.label}
          variant="ghost"
          size="sm"
          aria-label={a.name(original)}
          className={a.danger ? 'text-red-800' : undefined}
          onClick={() => a.onClick(original)}
        >
          {a.label}
        </Button>
      )),
  };
}
