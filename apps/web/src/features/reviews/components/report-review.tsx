import {
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
} from '@kasuwa/domain';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { loginPath } from '../../../lib/next-path';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useReportReview } from '../api/review-mutations';

/** "Report" and its dialog: why (one of a few reasons) and an optional note. Signed out, it leads to log in. */
export function ReportReview({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReportReview();
  const id = useId();
  const error = report.error instanceof GraphQLRequestError ? report.error : null;
  const reasonError = error?.field === 'reason' ? error.message : undefined;
  const noteError = error?.field === 'note' ? error.message : undefined;
  const otherError = report.error && !reasonError && !noteError ? report.error.message : null;

  const label = `Report review by ${authorName}`;
  if (!session) {
    return (
      <Link
        to={loginPath(location.pathname + location.search)}
        className={buttonClasses('ghost', 'min-h-9 px-2 text-sm text-gray-600')}
        aria-label={label}
      >
        <Flag className="size-4" aria-hidden="true" />
        Report
      </Link>
    );
  }

  const close = () => {
    if (report.isPending) return;
    setOpen(false);
    report.reset();
  };
  const send = () =>
    report.mutate(
      { reviewId, reason, note },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success('Thank you. We will look at this review.');
        },
      },
    );

  return (
    <>
      <Button
        variant="ghost"
        className="min-h-9 px-2 text-sm text-gray-600"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <Flag className="size-4" aria-hidden="true" />
        Report
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Report this review?"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={report.isPending}>
              Cancel
            </Button>
            <Button onClick={send} loading={report.isPending} loadingLabel="Reporting..." disabled={!reason}>
              Report review
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2" {...describedBy(`${id}-reason`, reasonError)}>
            <legend className="mb-1 text-sm font-medium text-gray-900">Why are you reporting it?</legend>
            {REVIEW_REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-9 items-center gap-2 text-gray-900">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-700"
                />
                {REVIEW_REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {reasonError && (
              <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-600">
                {reasonError}
              </p>
            )}
          </fieldset>
          <Field id={`${id}-note`} label="Anything to add (optional)" error={noteError}>
            <Textarea
              id={`${id}-note`}
              rows={2}
              maxLength={REVIEW_REPORT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...describedBy(`${id}-note`, noteError)}
            />
          </Field>
          {otherError && (
            <p role="alert" className="text-sm text-red-600">
              {otherError}
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}
