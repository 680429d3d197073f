import { Link } from 'react-router';
import { Stars } from './stars';
import { WriteReview } from './write-review';

/** Under a line of the shopper's order: "Write a review" once delivered, then the stars they gave. */
export function ReviewLineAction({
  line,
  delivered,
}: {
  line: { id: string; name: string; review: { id: string; rating: number } | null };
  delivered: boolean;
}) {
  if (line.review) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        You rated it <Stars rating={line.review.rating} />
        <Link to="/account/reviews" className="text-brand-700 underline">
          Your reviews
        </Link>
      </p>
    );
  }
  if (!delivered) return null;
  return <WriteReview orderLineId={line.id} productName={line.name} />;
}
