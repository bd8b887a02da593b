import { useRouteError } from 'react-router';
import { ErrorState } from '../ui/states';

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="min-h-dvh bg-cream">
      <ErrorState error={error} title="This page could not be shown" onRetry={() => window.location.reload()} />
    </main>
  );
}
