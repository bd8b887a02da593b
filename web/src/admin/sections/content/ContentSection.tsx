import { lazy } from 'react';
import { TabbedSection } from '../../ui/section-routes';
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
    <TabbedSection
      base="/admin/content"
      title="Content"
      intro="What shoppers read: the home page, information pages, the announcement bar, the blog, and notifications."
      tabs={[
        { path: 'home', label: 'Home page', element: <HomeSectionsTab /> },
        { path: 'pages', label: 'Info pages', element: <InfoPagesTab />, nested: true },
        { path: 'announcements', label: 'Announcements', element: <AnnouncementsTab /> },
        { path: 'blog', label: 'Blog', element: <BlogTab />, nested: true },
        { path: 'comments', label: 'Comments', element: <CommentsTab />, badge: pending },
        { path: 'push', label: 'Send a push', element: <PushTab /> },
      ]}
    />
  );
}
