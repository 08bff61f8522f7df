import { useDocumentTitle } from '@/lib/use-document-title';
import { REVIEW_DUE_TITLE, ReviewDueScreen } from '@/features/admin/review-due/components/review-due-screen';

function ReviewDueRoute() {
  useDocumentTitle(REVIEW_DUE_TITLE);
  return <ReviewDueScreen />;
}

export { ReviewDueRoute as Component };
