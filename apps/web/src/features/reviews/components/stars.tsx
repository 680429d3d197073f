import { REVIEW_RATING_MAX } from '@kasuwa/domain';
import { Star } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** A rating as filled stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of ${REVIEW_RATING_MAX} stars`}
      className={cn('inline-flex', className)}
    >
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-amber-500 text-amber-500' : 'fill-gray-200 text-gray-300')}
        />
      ))}
    </span>
  );
}
