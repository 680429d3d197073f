import { EyeOff, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { MY_REVIEWS_SHOWN, useMyReviews, type AwaitingReview } from '../api/get-my-reviews';
import { formatReviewDate } from '../review-words';
import { ReviewItem } from './review-item';
import { WriteReview } from './write-review';

const THUMBNAIL_PX = 400;

/** The shopper's reviews screen: products waiting for a review first, then the reviews they wrote. */
export function MyReviews() {
  const query = useMyReviews();
  if (query.isPending) return <MyReviewsSkeleton />;
  if (query.isError) {
    return <SectionError onRetry={() => void query.refetch()}>Your reviews could not be loaded.</SectionError>;
  }
  const { myReviews, awaitingReview } = query.data;
  if (myReviews.totalCount === 0 && awaitingReview.totalCount === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText />}
        title="Nothing to review yet"
        action={
          <Link to="/account/orders" className="font-semibold text-brand-700 underline">
            See your orders
          </Link>
        }
      >
        Once an order is delivered, you can rate and review what you bought here or on the order.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="awaiting-heading" className="rounded-card bg-white p-4 shadow-card">
        <h2 id="awaiting-heading" className="mb-3 text-lg font-semibold text-gray-900">
          Waiting for your review ({awaitingReview.totalCount})
        </h2>
        {awaitingReview.nodes.length === 0 ? (
          <p className="text-gray-600">You have reviewed everything you received. Thank you!</p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {awaitingReview.nodes.map((item) => (
              <AwaitingItem key={item.orderLine.id} item={item} />
            ))}
          </ul>
        )}
        <MoreNote shown={awaitingReview.nodes.length} total={awaitingReview.totalCount} />
      </section>
      <section aria-labelledby="mine-heading" className="rounded-card bg-white p-4 shadow-card">
        <h2 id="mine-heading" className="mb-3 text-lg font-semibold text-gray-900">
          Your reviews ({myReviews.totalCount})
        </h2>
        {myReviews.nodes.length === 0 ? (
          <p className="text-gray-600">You have not written a review yet.</p>
        ) : (
          <div className="flex flex-col divide-y divide-gray-100">
            {myReviews.nodes.map((review) => (
              <div key={review.id}>
                <p className="pt-4 text-sm text-gray-600">
                  <Link to={`/${review.manufacturer.slug}`} className="font-semibold text-brand-700 underline">
                    {review.manufacturer.name}
                  </Link>
                </p>
                <ReviewItem review={review} storeName={review.manufacturer.name} />
                {review.hidden && (
                  <p className="mb-4 flex items-center gap-1.5 text-sm text-amber-800">
                    <EyeOff className="size-4" aria-hidden="true" />
                    Hidden from the store page while we look at reports about it.
                  </p>
                )}
              </div>
            ))}
          </div>
        )}
        <MoreNote shown={myReviews.nodes.length} total={myReviews.totalCount} />
      </section>
    </div>
  );
}

function AwaitingItem({ item }: { item: AwaitingReview }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <img
        src={item.orderLine.thumbnailUrl}
        alt=""
        width={THUMBNAIL_PX}
        height={THUMBNAIL_PX}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-control bg-gray-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">{item.orderLine.name}</p>
        <p className="text-sm text-gray-600">
          {item.manufacturer.name} · delivered{' '}
          <time dateTime={item.deliveredAt}>{formatReviewDate(item.deliveredAt)}</time> ·{' '}
          <Link to={`/account/orders/${item.orderNumber}`} className="underline">
            {item.orderNumber}
          </Link>
        </p>
      </div>
      <WriteReview orderLineId={item.orderLine.id} productName={item.orderLine.name} />
    </li>
  );
}

function MoreNote({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p className="mt-3 text-sm text-gray-600">
      Showing the latest {MY_REVIEWS_SHOWN} of {total}.
    </p>
  );
}

function MyReviewsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-card bg-white p-4 shadow-card">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}
