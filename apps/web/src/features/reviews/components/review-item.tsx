import { BadgeCheck, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Review } from '../api/get-store-reviews';
import { formatReviewDate } from '../review-words';
import { Stars } from './stars';

const PHOTO_PX = 400;

/** One review: stars, who and when, the verified purchase mark, the product, the text, its photo and the store's reply. */
export function ReviewItem({
  review,
  storeName,
  actions,
  linkProduct = true,
}: {
  review: Review;
  /** Whose reply it is ("Reply from Adunni Naturals"). */
  storeName: string;
  actions?: ReactNode;
  linkProduct?: boolean;
}) {
  return (
    <article className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0" aria-label={`Review by ${review.authorName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-medium text-gray-900">{review.authorName}</span>
        <time dateTime={review.createdAt} className="text-sm text-gray-600">
          {formatReviewDate(review.createdAt)}
        </time>
      </div>
      {review.verifiedPurchase && (
        <p className="inline-flex items-center gap-1 text-sm font-medium text-green-700">
          <BadgeCheck className="size-4" aria-hidden="true" />
          Verified purchase
        </p>
      )}
      <p className="text-sm text-gray-600">
        {linkProduct && review.productId ? (
          <Link to={`/productdetail/${review.productId}`} className="underline hover:text-gray-900">
            {review.productName}
          </Link>
        ) : (
          review.productName
        )}
      </p>
      <p className="whitespace-pre-line break-words text-gray-900">{review.text}</p>
      {review.photoUrl && review.photoThumbnailUrl && (
        <a href={review.photoUrl} target="_blank" rel="noreferrer" className="self-start">
          <img
            src={review.photoThumbnailUrl}
            alt={`Photo from ${review.authorName}'s review`}
            width={PHOTO_PX}
            height={PHOTO_PX}
            loading="lazy"
            decoding="async"
            className="size-24 rounded-control bg-gray-100 object-cover"
          />
        </a>
      )}
      {review.reply && (
        <div className="mt-1 rounded-control border-l-4 border-brand-600 bg-gray-50 p-3">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
            <Store className="size-4" aria-hidden="true" />
            Reply from {storeName}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-700">{review.reply.text}</p>
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
