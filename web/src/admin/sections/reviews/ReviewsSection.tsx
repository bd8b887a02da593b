import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { PageHeader } from '../../ui/admin-ui';
import { RouteTabs } from '../../ui/content-kit';
import { useQuestionList } from './api/question-list';
import { useReviewList } from './api/review-list';

const ReviewsTab = lazy(() => import('./tabs/ReviewsTab'));
const QuestionsTab = lazy(() => import('./tabs/QuestionsTab'));

/** /admin/reviews: product reviews to approve or reject, and product questions to answer. */
export default function ReviewsSection() {
  const reviews = useReviewList({ status: 'pending', page_len: 1 }).data?.counts.pending ?? 0;
  const questions = useQuestionList({ status: 'pending', page_len: 1 }).data?.counts.pending ?? 0;
  return (
    <>
      <PageHeader title="Reviews and questions">
        What shoppers write about products: a review shows on its product page once approved; a question is answered by e-mail.
      </PageHeader>
      <RouteTabs
        label="Reviews and questions"
        items={[
          { to: '/admin/reviews/reviews', label: 'Reviews', badge: reviews },
          { to: '/admin/reviews/questions', label: 'Questions', badge: questions },
        ]}
      />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <Routes>
          <Route index element={<Navigate to="reviews" replace />} />
          <Route path="reviews" element={<ReviewsTab />} />
          <Route path="questions" element={<QuestionsTab />} />
          <Route path="*" element={<Navigate to="reviews" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
