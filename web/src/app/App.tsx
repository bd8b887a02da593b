import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { configureAuth } from '../api/client';
import { SessionEffects } from '../features/account/SessionEffects';
import { clearSession, sessionToken } from '../lib/session';
import { LocationHost } from '../shared/location/LocationHost';
import { PaymentSheetHost } from '../shared/payments/PaymentSheetHost';
import { Toasts } from '../ui/toast';
import { createQueryClient } from './query-client';
import type { AppRouter } from './router';
import { PageMetaProvider } from './shell/page-meta';

/** Whether the router shows the operations console (its notices go elsewhere). */
function useInConsole(router: AppRouter): boolean {
  const inConsole = (path: string) => path === '/admin' || path.startsWith('/admin/');
  const [value, setValue] = useState(() => inConsole(router.state.location.pathname));
  useEffect(() => router.subscribe((state) => setValue(inConsole(state.location.pathname))), [router]);
  return value;
}

export function App({ router }: { router: AppRouter }) {
  const inConsole = useInConsole(router);
  /** Navigation for app-level components that live beside the router (the login modal, logout). */
  const navigate = useMemo(() => (to: string, opts?: { replace?: boolean }) => void router.navigate(to, opts), [router]);
  const [queryClient] = useState(() => {
    const qc = createQueryClient();
    // Every call carries the session's token; a token the server refuses ends the session.
    configureAuth(sessionToken, () => {
      clearSession();
      qc.clear();
    });
    return qc;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <PageMetaProvider>
        <RouterProvider router={router} />
        <SessionEffects navigate={navigate} />
        <LocationHost navigate={navigate} />
        <Toasts inConsole={inConsole} />
        <PaymentSheetHost />
      </PageMetaProvider>
    </QueryClientProvider>
  );
}
