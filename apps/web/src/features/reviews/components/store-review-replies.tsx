import { REVIEW_REPLY_MAX } from '@kasuwa/domain';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useStoreReviews, type Review } from '../api/get-store-reviews';
import { useReplyToReview } from '../api/review-mutations';
import { reviewCountLabel } from '../review-words';
import { ReviewItem } from './review-item';

/** The dashboard's reviews of the store, newest first, each with a reply form until it is answered. */
export function StoreReviewReplies({ manufacturerId, storeName }: { manufacturerId: string; storeName: string }) {
  const query = useStoreReviews(manufacturerId);
  if (query.isPending) {
    return (
      <div aria-hidden="true" className="space-y-3 rounded-card bg-white p-4 shadow-card">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return <SectionError onRetry={() => void query.refetch()}>The reviews could not be loaded.</SectionError>;
  }
  const reviews = query.data.pages.flatMap((page) => page.nodes);
  if (reviews.length === 0) {
    return (
      <div className="rounded-card bg-white shadow-card">
        <EmptyState icon={<MessageSquareText />} title="No reviews yet">
          Shoppers can review a product once their order is delivered. Their reviews appear here and on your store.
        </EmptyState>
      </div>
    );
  }
  return (
    <section aria-label="Reviews of your store" className="rounded-card bg-white p-4 shadow-card md:p-6">
      <p className="mb-3 text-sm text-gray-600">
        {reviewCountLabel(query.data.pages[0]?.totalCount ?? 0)}, newest first
      </p>
      <div className="flex flex-col divide-y divide-gray-100">
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            storeName={storeName}
            linkProduct={false}
            actions={review.reply ? null : <ReplyForm review={review} />}
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

function ReplyForm({ review }: { review: Review }) {
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  const id = useId();
  const error = reply.error?.message;
  const fieldError = reply.error instanceof GraphQLRequestError && reply.error.field ? error : undefined;
  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { reviewId: review.id, text },
          { onSuccess: () => notify.success(`Reply sent to ${review.authorName}`) },
        );
      }}
    >
      <Field
        id={id}
        label={`Reply to ${review.authorName}`}
        error={error ?? fieldError}
        hint="Shown under the review on your store. You can reply once."
      >
        <Textarea
          id={id}
          rows={2}
          maxLength={REVIEW_REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...describedBy(id, error)}
        />
      </Field>
      <Button type="submit" className="self-start" loading={reply.isPending} loadingLabel="Sending...">
        Send reply
      </Button>
    </form>
  );
}
