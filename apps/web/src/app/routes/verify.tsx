import { VerifyPanel } from '../../features/verification/components/verify-panel';
import { PageBody, PageHeader } from '../layouts/page-header';

/** The Verify tab: type the code printed on a unit to check that it is genuine. */
export default function VerifyScreen() {
  return (
    <>
      <PageHeader title="Verify Products" back="/" />
      <PageBody>
        <div className="mx-auto max-w-xl">
          <VerifyPanel />
        </div>
      </PageBody>
    </>
  );
}
