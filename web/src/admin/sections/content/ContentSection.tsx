import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { PageHeader } from '../../ui/admin-ui';
import { RouteTabs } from '../../ui/content-kit';
import { useBlogComments } from './api/blog-comments';

// Each tab's code loads when the tab is first opened.
const HomeSectionsTab = lazy(() => import('./tabs/HomeSectionsTab'));
const InfoPagesTab = lazy(() => import('./tabs/InfoPagesTab'));
const AnnouncementsTab = lazy(() => import('./tabs/AnnouncementsTab'));
const BlogTab = lazy(() => import('./tabs/BlogTab'));
const CommentsTab = lazy(() => import('./tabs/CommentsTab'));
const PushTab = lazy(() => import('./tabs/PushTab'));

/** /admin/content: the home page builder, info pages, announcements, blog, comment moderation and pushes. */
export default function ContentSection() {
  const pending = useBlogComments({ status: 'pending', page_len: 1 }).data?.pending ?? 0;
  return (
    <>
      <PageHeader title="Content">
        What shoppers read: the home page, information pages, the announcement bar, the blog, and notifications.
      </PageHeader>
      <RouteTabs
        label="Content"
        items={[
          { to: '/admin/content/home', label: 'Home page' },
          { to: '/admin/content/pages', label: 'Info pages' },
          { to: '/admin/content/announcements', label: 'Announcements' },
          { to: '/admin/content/blog', label: 'Blog' },
          { to: '/admin/content/comments', label: 'Comments', badge: pending },
          { to: '/admin/content/push', label: 'Send a push' },
        ]}
      />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <Routes>
          <Route index element={<Navigate to="home" replace />} />
          <Route path="home" element={<HomeSectionsTab />} />
          <Route path="pages/*" element={<InfoPagesTab />} />
          <Route path="announcements" element={<AnnouncementsTab />} />
          <Route path="blog/*" element={<BlogTab />} />
          <Route path="comments" element={<CommentsTab />} />
          <Route path="push" element={<PushTab />} />
          <Route path="*" element={<Navigate to="home" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
