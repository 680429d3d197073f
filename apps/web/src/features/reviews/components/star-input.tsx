import { REVIEW_RATING_MAX } from '@kasuwa/domain';
import { Star } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** Five radio buttons drawn as stars: arrows move between them, each is read as "4 stars, Very good". */
export function StarInput({
  name,
  value,
  onChange,
  error,
  errorId,
}: {
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-900">Your rating</legend>
      <div className="flex items-center gap-1">
        {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-control p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{`${stars} ${stars === 1 ? 'star' : 'stars'}, ${WORDS[stars]}`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                value !== null && stars <= value ? 'fill-amber-500 text-amber-500' : 'fill-white text-gray-400',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-600" aria-hidden="true">
          {value ? WORDS[value] : ''}
        </span>
      </div>
      <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
