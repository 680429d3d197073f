import { Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import type { BrandNames } from '../api/get-brand-names';
import { useFakeReports, type FakeReport } from '../api/get-fake-reports';
import { FakeReportList, type FakeReportRow } from './fake-report-list';
import { ListSkeleton } from './section-states';

/** A report as the list shows it: ids turned into the names the maker knows. */
function rowOf(report: FakeReport, names: BrandNames | undefined): FakeReportRow {
  const store = report.storeId ? names?.stores.find((s) => s.id === report.storeId) : undefined;
  const product = report.productId ? names?.products.find((p) => p.id === report.productId) : undefined;
  return {
    id: report.id,
    photoUrl: report.photoUrl,
    code: report.code,
    productName: product?.name ?? null,
    boughtAt: store?.name ?? report.boughtAtAddress ?? (report.storeId ? 'One of your retailers' : null),
    note: report.note,
    email: report.email,
    createdAt: report.createdAt,
  };
}

/** Shoppers' reports of suspected fakes, newest first, 20 at a time. */
export function FakeReportsSection({
  manufacturerId,
  names,
}: {
  manufacturerId: string;
  names: BrandNames | undefined;
}) {
  const reports = useFakeReports(manufacturerId);
  const shown = reports.data?.pages.flat() ?? [];

  if (reports.isPending) return <ListSkeleton />;
  if (reports.isError && !reports.data) {
    return <SectionError onRetry={() => void reports.refetch()}>We could not load the reports.</SectionError>;
  }
  if (shown.length === 0) {
    return (
      <EmptyState icon={<Flag />} title="No reports yet">
        When a shopper reports a suspected fake of your products from the Verify tab, their photo, where they bought it
        and their note will appear here.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FakeReportList reports={shown.map((report) => rowOf(report, names))} />
      {reports.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={reports.isFetchingNextPage}
          loadingLabel="Loading more reports"
          onClick={() => void reports.fetchNextPage()}
        >
          Load more reports
        </Button>
      )}
    </div>
  );
}
