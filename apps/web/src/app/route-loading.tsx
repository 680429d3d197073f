import { Spinner } from '../components/ui/spinner';

/** Shown while a screen's code is on its way. */
export function RouteLoading() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center text-brand-700">
      <Spinner size="lg" />
    </div>
  );
}
