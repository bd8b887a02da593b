import type { ReactNode } from 'react';
import { useIsDesktop } from '../../../lib/use-media-query';
import { AccountNav } from './AccountNav';

/** A signed-in account page: the account list beside it on desktop, under it on mobile (in reading order both ways). */
export function AccountLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const desktop = useIsDesktop();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 md:px-6 md:py-8">
      {desktop && (
        <aside className="self-start rounded-2xl bg-white p-2 shadow-sm">
          <AccountNav variant="list" />
        </aside>
      )}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <div className="mt-1 text-sm break-words text-muted">{intro}</div>}
        <div className="mt-5 flex flex-col gap-5">{children}</div>
        {!desktop && (
          <div className="mt-6 rounded-2xl bg-white p-2 shadow-sm">
            <AccountNav variant="list" />
          </div>
        )}
      </div>
    </div>
  );
}
