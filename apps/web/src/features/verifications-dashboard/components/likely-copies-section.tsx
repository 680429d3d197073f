import { ScanSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { useLikelyCopies } from '../api/get-likely-copies';
import { LikelyCopyList } from './likely-copy-list';
import { ListSkeleton } from './section-states';

/** Codes checked more than 3 times or in places far apart, most suspicious first, 20 at a time. */
export function LikelyCopiesSection({ manufacturerId }: { manufacturerId: string }) {
  const copies = useLikelyCopies(manufacturerId);
  const shown = copies.data?.pages.flat() ?? [];

  if (copies.isPending) return <ListSkeleton />;
  if (copies.isError && !copies.data) {
    return <SectionError onRetry={() => void copies.refetch()}>We could not load the likely copies.</SectionError>;
  }
  if (shown.length === 0) {
    return (
      <EmptyState icon={<ScanSearch />} title="No likely copies">
        A unit code checked more than 3 times, or in places far apart, will appear here: its label may have been copied.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <LikelyCopyList copies={shown} />
      {copies.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={copies.isFetchingNextPage}
          loadingLabel="Loading more likely copies"
          onClick={() => void copies.fetchNextPage()}
        >
          Load more likely copies
        </Button>
      )}
    </div>
  );
}
