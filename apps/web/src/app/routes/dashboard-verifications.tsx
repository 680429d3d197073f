import type { ReactNode } from 'react';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { useBrandNames } from '../../features/verifications-dashboard/api/get-brand-names';
import { FakeReportsSection } from '../../features/verifications-dashboard/components/fake-reports-section';
import { LikelyCopiesSection } from '../../features/verifications-dashboard/components/likely-copies-section';
import { RecallSection } from '../../features/verifications-dashboard/components/recall-section';
import { VerificationOverview } from '../../features/verifications-dashboard/components/verification-overview';
import { usePeriod } from '../../features/verifications-dashboard/use-period';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** /dashboard/verifications: how shoppers check the brand's unit codes, likely copies, reports, and recalls. */
export default function DashboardVerificationsScreen() {
  const manufacturerId = useManufacturerId();
  const [period, setPeriod] = usePeriod();
  const names = useBrandNames(manufacturerId).data;
  return (
    <>
      <DashboardPageHeader
        title="Verifications"
        description="How shoppers check the unit codes on your products, what looks copied, and recalls."
      />
      <div className="flex flex-col gap-10">
        <VerificationOverview manufacturerId={manufacturerId} period={period} onPeriodChange={setPeriod} />
        <Section
          id="likely-copies-heading"
          title="Likely copies"
          description="Unit codes checked more than 3 times or in places far apart: their labels may have been copied."
        >
          <LikelyCopiesSection manufacturerId={manufacturerId} />
        </Section>
        <Section
          id="reports-heading"
          title="Reports of fakes"
          description="Sent by shoppers from the Verify tab. Open a photo to see it larger."
        >
          <FakeReportsSection manufacturerId={manufacturerId} names={names} />
        </Section>
        <Section
          id="recall-heading"
          title="Recall a batch"
          description="Product pages then show a recall banner, and checks of its codes answer Recalled."
        >
          <div className="rounded-card bg-white p-4 shadow-card md:p-6">
            <RecallSection products={names?.products ?? []} />
          </div>
        </Section>
      </div>
    </>
  );
}
