import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewSchema } from '@kasuwa/domain';
import { PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Textarea } from '../../../components/ui/input';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useWriteReview } from '../api/review-mutations';
import { StarInput } from './star-input';

type Errors = Partial<Record<'rating' | 'text' | 'photoUrl', string>>;

/** "Write a review" for one product of a delivered order, and its form: stars, text, an optional photo. */
export function WriteReview({ orderLineId, productName }: { orderLineId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const write = useWriteReview();
  const id = useId();

  const close = () => {
    if (write.isPending) return;
    setOpen(false);
    write.reset();
    setErrors({});
  };
  const submit = () => {
    const checked = reviewSchema.safeParse({ rating, text, photoUrl });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    write.mutate(
      { orderLineId, rating, text, photoUrl },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success('Thank you for your review');
        },
        onError: (refusal) => {
          if (refusal instanceof GraphQLRequestError && refusal.field) {
            setErrors({ [refusal.field]: refusal.message });
          }
        },
      },
    );
  };
  const otherError =
    write.error && !(write.error instanceof GraphQLRequestError && write.error.field) ? write.error.message : null;

  return (
    <>
      <Button variant="secondary" className="min-h-9 px-3 text-sm" onClick={() => setOpen(true)}>
        <PenLine className="size-4" aria-hidden="true" />
        Write a review
        <span className="sr-only"> of {productName}</span>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Review ${productName}`}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={write.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={write.isPending} loadingLabel="Sending...">
              Post review
            </Button>
          </>
        }
      >
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <StarInput
            name={`${id}-rating`}
            value={rating}
            onChange={(stars) => {
              setRating(stars);
              setErrors(({ rating: _fixed, ...rest }) => rest);
            }}
            error={errors.rating}
            errorId={`${id}-rating-error`}
          />
          <Field
            id={`${id}-text`}
            label="Your review"
            error={errors.text}
            hint={`What did you like or not? At least ${REVIEW_TEXT_MIN} characters. ${text.trim().length}/${REVIEW_TEXT_MAX}`}
          >
            <Textarea
              id={`${id}-text`}
              rows={5}
              maxLength={REVIEW_TEXT_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (errors.text) setErrors(({ text: _edited, ...rest }) => rest);
              }}
              {...describedBy(`${id}-text`, errors.text)}
            />
          </Field>
          <ImageUpload label="Photo (optional)" value={photoUrl} onChange={setPhotoUrl} error={errors.photoUrl} />
          <p className="text-sm text-gray-600">Your first name and last initial are shown with your review.</p>
          {otherError && (
            <p role="alert" className="text-sm text-red-600">
              {otherError}
            </p>
          )}
        </form>
      </Dialog>
    </>
  );
}
