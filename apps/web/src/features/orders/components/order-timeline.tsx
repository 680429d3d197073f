import { Check, X } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { OrderEvent, OrderStatus } from '../api/get-order';
import {
  actorWords,
  formatOrderTime,
  orderProgress,
  STEP_WORDS,
  type OrderViewer,
  type StepState,
} from '../order-words';

/**
 * The order's way as a vertical stepper: placed → confirmed → shipped → delivered, each step reached
 * with when and by whom; a cancelled order ends in its cancellation and the reason.
 */
export function OrderTimeline({
  status,
  timeline,
  cancelReason,
  viewer,
}: {
  status: OrderStatus;
  timeline: readonly OrderEvent[];
  cancelReason: string | null;
  viewer: OrderViewer;
}) {
  const progress = orderProgress(status, timeline);
  return (
    <ol aria-label="Order progress" className="flex flex-col">
      {progress.steps.map((step, index) => (
        <Step
          key={step.status}
          state={step.state}
          title={STEP_WORDS[step.status]}
          event={step.event}
          viewer={viewer}
          last={!progress.cancelled && index === progress.steps.length - 1}
        />
      ))}
      {progress.cancelled && (
        <Step
          state="cancelled"
          title={STEP_WORDS.CANCELLED}
          event={progress.cancellation}
          viewer={viewer}
          reason={cancelReason ?? progress.cancellation?.note ?? null}
          last
        />
      )}
    </ol>
  );
}

function Step({
  state,
  title,
  event,
  viewer,
  reason,
  last,
}: {
  state: StepState | 'cancelled';
  title: string;
  event: OrderEvent | null;
  viewer: OrderViewer;
  reason?: string | null;
  last: boolean;
}) {
  return (
    <li className="flex gap-3" aria-current={state === 'current' ? 'step' : undefined}>
      <div className="flex flex-col items-center">
        <StepMark state={state} />
        {!last && (
          <span aria-hidden="true" className={cn('w-0.5 flex-1', state === 'done' ? 'bg-brand-700' : 'bg-gray-200')} />
        )}
      </div>
      <div className={cn('min-w-0 flex-1', last ? '' : 'pb-5')}>
        <p className={cn('font-medium', state === 'upcoming' ? 'text-gray-600' : 'text-gray-900')}>
          {title}
          {state === 'current' && <span className="sr-only"> (current step)</span>}
          {state === 'upcoming' && <span className="sr-only"> (not yet)</span>}
        </p>
        {event && (
          <p className="text-sm text-gray-600">
            <time dateTime={event.at}>{formatOrderTime(event.at)}</time> · by {actorWords(event.actor, viewer)}
          </p>
        )}
        {reason && <p className="mt-1 text-sm text-gray-900">Reason: {reason}</p>}
      </div>
    </li>
  );
}

function StepMark({ state }: { state: StepState | 'cancelled' }) {
  const base = 'flex size-7 shrink-0 items-center justify-center rounded-full';
  if (state === 'done') {
    return (
      <span className={cn(base, 'bg-brand-700 text-white')} aria-hidden="true">
        <Check className="size-4" strokeWidth={3} />
      </span>
    );
  }
  if (state === 'cancelled') {
    return (
      <span className={cn(base, 'bg-red-600 text-white')} aria-hidden="true">
        <X className="size-4" strokeWidth={3} />
      </span>
    );
  }
  return (
    <span
      className={cn(base, 'border-2 bg-white', state === 'current' ? 'border-brand-700' : 'border-gray-300')}
      aria-hidden="true"
    >
      {state === 'current' && <span className="size-2.5 rounded-full bg-brand-700" />}
    </span>
  );
}
