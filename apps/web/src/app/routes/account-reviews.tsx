import { RequireSession } from '../../features/account/components/require-session';
import { MyReviews } from '../../features/reviews/components/my-reviews';
import { PageBody, PageHeader } from '../layouts/page-header';

/** /account/reviews: the products waiting for a review, and the shopper's own reviews. */
export default function AccountReviewsScreen() {
  return (
    <RequireSession>
      <PageHeader title="Reviews" back="/account" />
      <PageBody>
        <div className="mx-auto max-w-3xl">
          <MyReviews />
        </div>
      </PageBody>
    </RequireSession>
  );
}
