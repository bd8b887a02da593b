/** A console section's routes: a header over route tabs, or a list with its lazily loaded detail page. */
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Skeleton } from '../../ui/skeleton';
import { PageHeader } from './admin-ui';
import { RouteTabs } from './content-kit';

const pageLoading = <Skeleton className="h-96 w-full" />;

export interface SectionTab {
  /** The tab's path under the section ("home" for /admin/content/home). */
  path: string;
  label: string;
  element: ReactNode;
  badge?: number;
  /** The tab has pages of its own below its path (an editor at /admin/content/blog/:id). */
  nested?: boolean;
}

/**
 * /admin/<section>: the section's title and intro, a tab per route (the first is the default, and
 * any other address goes back to it), and each tab's code loading when the tab is first opened.
 */
export function TabbedSection({ base, title, intro, tabs }: { base: string; title: string; intro: ReactNode; tabs: SectionTab[] }) {
  const first = tabs[0]?.path ?? '';
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <RouteTabs label={title} items={tabs.map((t) => ({ to: `${base}/${t.path}`, label: t.label, badge: t.badge }))} />
      <Suspense fallback={pageLoading}>
        <Routes>
          <Route index element={<Navigate to={first} replace />} />
          {tabs.map((t) => (
            <Route key={t.path} path={t.nested ? `${t.path}/*` : t.path} element={t.element} />
          ))}
          <Route path="*" element={<Navigate to={first} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** A list at the section's root and one item's page at /:id, whose code loads when an item is opened. */
export function ListAndDetail({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path=":id" element={<Suspense fallback={pageLoading}>{detail}</Suspense>} />
    </Routes>
  );
}
