import { useRouteError } from 'react-router';
import { ErrorState } from '../ui/states';
import { useDismissFirstView } from './use-dismiss-first-view';

export function RouteError() {
  const error = useRouteError();
  useDismissFirstView(true);
  return (
    <main className="min-h-dvh bg-cream">
      <ErrorState error={error} title="This page could not be shown" onRetry={() => window.location.reload()} />
    </main>
  );
}
