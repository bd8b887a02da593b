import { lazy } from 'react';
import { TabbedSection } from '../../ui/section-routes';
import { useQuestionList } from './api/question-list';
import { useReviewList } from './api/review-list';

const ReviewsTab = lazy(() => import('./tabs/ReviewsTab'));
const QuestionsTab = lazy(() => import('./tabs/QuestionsTab'));

/** /admin/reviews: product reviews to approve or reject, and product questions to answer. */
export default function ReviewsSection() {
  const reviews = useReviewList({ status: 'pending', page_len: 1 }).data?.counts.pending ?? 0;
  const questions = useQuestionList({ status: 'pending', page_len: 1 }).data?.counts.pending ?? 0;
  return (
    <TabbedSection
      base="/admin/reviews"
      title="Reviews and questions"
      intro="What shoppers write about products: a review shows on its product page once approved; a question is answered by e-mail."
      tabs={[
        { path: 'reviews', label: 'Reviews', element: <ReviewsTab />, badge: reviews },
        { path: 'questions', label: 'Questions', element: <QuestionsTab />, badge: questions },
      ]}
    />
  );
}
