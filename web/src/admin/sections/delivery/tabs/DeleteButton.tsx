import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '../../../../ui/button';

/** A dialog form's "Delete …" (it asks first, in its own dialog); off while the form is saving. */
export function DeleteButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button variant="ghost" className="text-red-800" onClick={onClick} disabled={isSubmitting}>
      {children}
    </Button>
  );
}
