import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { assetUrl } from '../../../api/client';
import { usePageMeta } from '../../../app/shell/page-meta';

/** How long the splash shows before the app moves on. */
const SPLASH_MS = 1200;

/** Only a path inside the app ("/c/meat"), never another site ("//evil", "https://…"). */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * /startup: the app's splash route. Shows the logo briefly while the shell's startup reads run,
 * then replaces itself with home (or ?redirect=/a/path inside the app).
 */
export function StartupPage() {
  usePageMeta({ title: undefined, hideCart: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = safeRedirect(params.get('redirect'));

  useEffect(() => {
    const t = window.setTimeout(() => void navigate(to, { replace: true }), SPLASH_MS);
    return () => window.clearTimeout(t);
  }, [navigate, to]);

  return (
    <div className="grid min-h-[70dvh] place-items-center px-4">
      <div role="status" className="flex flex-col items-center gap-5 text-center">
        <img
          src={assetUrl('/media/brand/logo.svg')}
          alt=""
          width={192}
          height={48}
          className="h-12 w-auto motion-safe:animate-[pulse_1.2s_ease-in-out_infinite]"
        />
        <h1 className="sr-only">Larder</h1>
        <p className="text-sm text-muted">Getting the shop ready…</p>
      </div>
    </div>
  );
}
