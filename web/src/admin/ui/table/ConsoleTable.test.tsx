import { createColumnHelper } from '@tanstack/react-table';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Columns, ConsoleTable, type ConsoleTableProps } from './ConsoleTable';

interface Fruit {
  id: string;
  name: string;
  price: number;
}
const col = createColumnHelper<Fruit>();
const columns: Columns<Fruit> = [
  col.accessor('name', { header: 'Name', meta: { sortKey: 'name' } }),
  col.accessor('price', { header: 'Price', meta: { sortKey: 'price', sortDirection: 'descending' } }),
  col.accessor('id', { header: 'Code' }),
];
const fruit: Fruit[] = [
  { id: 'F1', name: 'Apple', price: 1 },
  { id: 'F2', name: 'Pear', price: 2 },
  { id: 'F3', name: 'Plum', price: 3 },
];

function renderTable(over: Partial<ConsoleTableProps<Fruit>> = {}) {
  const props: ConsoleTableProps<Fruit> = {
    caption: 'Fruit',
    columns,
    data: fruit,
    getRowId: (f) => f.id,
    loading: false,
    loadingLabel: 'Loading fruit',
    empty: <p>No fruit at all</p>,
    ...over,
  };
  return render(<ConsoleTable {...props} />);
}
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('row')
    .slice(1);

describe('ConsoleTable', () => {
  it('asks the server for a sort from the header buttons and marks the sorted column', () => {
    const onChange = vi.fn();
    renderTable({ sort: { value: 'price', onChange } });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenCalledWith('name');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    // A column without a sort key has no button.
    expect(screen.queryByRole('button', { name: 'Code' })).toBeNull();
  });

  it('pages through the server’s total', () => {
    const onPage = vi.fn();
    renderTable({ paging: { page: 2, pageLen: 3, total: 8, onPage, label: 'Fruit pages' } });
    const nav = screen.getByRole('navigation', { name: 'Fruit pages' });
    expect(nav).toHaveTextContent('4–6 of 8');
    fireEvent.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(within(nav).getByRole('button', { name: /Previous/ }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('selects rows and hands the selected ones to the bulk bar; clearing hides it', () => {
    const act = vi.fn();
    renderTable({
      selection: {
        rowLabel: (f) => `Select ${f.name}`,
        actions: (selected, clear) => (
          <button type="button" onClick={() => (act(selected.map((f) => f.id)), clear())}>
            Do it
          </button>
        ),
      },
    });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Plum' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Do it' }));
    expect(act).toHaveBeenCalledWith(['F1', 'F3']);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('3 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('starts another page with nothing selected', () => {
    const selection = { rowLabel: (f: Fruit) => `Select ${f.name}`, actions: () => null };
    const props = { caption: 'Fruit', columns, getRowId: (f: Fruit) => f.id, loading: false, loadingLabel: 'Loading fruit', empty: null };
    const { rerender } = render(<ConsoleTable {...props} data={fruit} selection={selection} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    rerender(<ConsoleTable {...props} data={[{ id: 'F9', name: 'Quince', price: 9 }]} selection={selection} />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    rerender(<ConsoleTable {...props} data={fruit} selection={selection} />);
    expect(screen.getByRole('checkbox', { name: 'Select Apple' })).not.toBeChecked();
  });

  it('is usable by keyboard: one row in the tab order, arrows move, Space selects, Enter opens', () => {
    const onOpen = vi.fn();
    renderTable({ onOpen, selection: { rowLabel: (f) => `Select ${f.name}`, actions: () => null } });
    const rows = bodyRows();
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(rows[1]!, { key: ' ' });
    expect(screen.getByRole('checkbox', { name: 'Select Pear' })).toBeChecked();
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(rows[1]!, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(fruit[2]);
    fireEvent.keyDown(rows[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(rows[0]);
  });

  it('shows the empty state, the loading state and an error with a retry', () => {
    const { rerender } = renderTable({ data: [] });
    expect(screen.getByText('No fruit at all')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const props = { caption: 'Fruit', columns, getRowId: (f: Fruit) => f.id, loadingLabel: 'Loading fruit', empty: <p>No fruit at all</p> };
    rerender(<ConsoleTable {...props} data={undefined} loading />);
    expect(screen.getByLabelText('Loading fruit')).toHaveAttribute('aria-busy', 'true');
    const onRetry = vi.fn();
    rerender(<ConsoleTable {...props} data={undefined} loading={false} error={new Error('Shop is closed')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Shop is closed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows an opened row’s details under it, and the arrow keys skip them', () => {
    renderTable({ detail: (f) => f.id === 'F1' && <p>Apple details</p> });
    const rows = bodyRows();
    expect(rows[1]).toHaveTextContent('Apple details');
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    expect(rows[2]).toHaveFocus();
  });
});
