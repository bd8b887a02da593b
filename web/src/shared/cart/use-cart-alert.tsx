import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { CartAlertProps } from './CartAlertDialog';

// The dialog code loads on the first alert, keeping it out of the pages' first load.
const CartAlertDialog = lazy(() => import('./CartAlertDialog').then((m) => ({ default: m.CartAlertDialog })));

type Request = Omit<CartAlertProps, 'onClose'> & { resolve: (confirmed: boolean) => void };

export interface CartAlerts {
  /** Yes / No question; resolves true for Yes. */
  confirm: (message: string, detail?: string) => Promise<boolean>;
  /** An alert with one OK button. */
  inform: (message: string) => Promise<void>;
  /** Render it where the component renders (it is null while no alert shows). */
  element: ReactNode;
}

/** Alerts as promises: `if (await alerts.confirm('Are you sure want to delete the product?')) …`. */
export function useCartAlert(): CartAlerts {
  const [request, setRequest] = useState<Request | null>(null);
  const confirm = useCallback(
    (message: string, detail?: string) =>
      new Promise<boolean>((resolve) => setRequest({ message, detail, confirmLabel: 'Yes', cancelLabel: 'No', resolve })),
    [],
  );
  const inform = useCallback(
    (message: string) => new Promise<void>((resolve) => setRequest({ message, confirmLabel: 'OK', resolve: () => resolve() })),
    [],
  );
  const element = request ? (
    <Suspense fallback={null}>
      <CartAlertDialog
        {...request}
        onClose={(confirmed) => {
          setRequest(null);
          request.resolve(confirmed);
        }}
      />
    </Suspense>
  ) : null;
  return { confirm, inform, element };
}
