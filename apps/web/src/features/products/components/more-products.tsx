import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** How far below the screen the next page starts loading: it is there before the shopper reaches it. */
const AHEAD_PX = 800;

/**
 * Under a paged product grid: "Showing 24 of 312", and the next page loaded as the shopper scrolls
 * near the end (or presses Load more, for a keyboard or a browser without IntersectionObserver).
 */
export function MoreProducts({
  shown,
  total,
  hasMore,
  loading,
  failed,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last page failed: no more loading by scrolling (it would retry without end), the button stays. */
  failed: boolean;
  onMore: () => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!hasMore || loading || failed || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: `0px 0px ${AHEAD_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, shown, onMore]);

  return (
    <div ref={end} className="flex flex-col items-center gap-3 pt-4">
      <p className="tabular text-sm text-gray-600" role="status" data-testid="products-shown">
        Showing {shown.toLocaleString('en-NG')} of {total.toLocaleString('en-NG')}
      </p>
      {failed && <p className="text-sm text-red-600">More products could not be loaded.</p>}
      {hasMore && (
        <Button variant="secondary" loading={loading} loadingLabel="Loading..." onClick={onMore}>
          {failed ? 'Try again' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
