/**
 * What promotions still imports from here; the delivery section uses content-kit's pieces directly.
 * A delete asks in red, as it did when this file had its own dialog.
 */
import type { ComponentProps } from 'react';
import { ConfirmDialog as Confirm } from './content-kit';

export { CheckField, fieldError, FormError, Tag as Chip } from './content-kit';

export function ConfirmDialog(props: ComponentProps<typeof Confirm>) {
  return <Confirm danger {...props} />;
}

/** A number from a form input: '' stays undefined so the server's "is required" explains it. */
export function numberOrUndefined(v: string): number | undefined {
  const t = v.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}
