import { MessageSquareText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStoreReviews } from '../api/get-store-reviews';
import { reviewCountLabel } from '../review-words';
import { ReportReview } from './report-review';
import { ReviewItem } from './review-item';

/** The store's Reviews tab: newest first, ten at a time, each with the verified purchase mark, the reply and Report. */
export function StoreReviews({ manufacturerId, storeName }: { manufacturerId: string; storeName: string }) {
  const query = useStoreReviews(manufacturerId);
  if (query.isPending) return <StoreReviewsSkeleton />;
  if (query.isError) {
    return <SectionError onRetry={() => void query.refetch()}>The reviews could not be loaded.</SectionError>;
  }
  const reviews = query.data.pages.flatMap((page) => page.nodes);
  const total = query.data.pages[0]?.totalCount ?? 0;
  if (reviews.length === 0) {
    return (
      <EmptyState icon={<MessageSquareText />} title="No reviews yet">
        Shoppers who receive an order from {storeName} can review what they bought.
      </EmptyState>
    );
  }
  return (
    <section aria-label={`Reviews of ${storeName}`} className="rounded-card bg-white p-4 shadow-card">
      <p className="mb-3 text-sm text-gray-600">{reviewCountLabel(total)}, newest first</p>
      <div className="flex flex-col divide-y divide-gray-100">
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            storeName={storeName}
            actions={<ReportReview reviewId={review.id} authorName={review.authorName} />}
          />
        ))}
      </div>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          loading={query.isFetchingNextPage}
          loadingLabel="Loading..."
          onClick={() => void query.fetchNextPage()}
        >
          Show more reviews
        </Button>
      )}
    </section>
  );
}

function StoreReviewsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4 rounded-card bg-white p-4 shadow-card">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
