import { useParams } from 'react-router';
import { VerifyPanel } from '../../features/verification/components/verify-panel';
import { PageBody, PageHeader } from '../layouts/page-header';

/** /v/{code}: what a phone camera opens from a unit's QR code; the code is checked at once. */
export default function VerifyCodeScreen() {
  const { code = '' } = useParams();
  return (
    <>
      <PageHeader title="Verify Products" back="/verify" />
      <PageBody>
        <div className="mx-auto max-w-xl">
          {/* A new code in the URL is a new check: the key starts the panel afresh. */}
          <VerifyPanel key={code} initialCode={code} checkNow />
        </div>
      </PageBody>
    </>
  );
}
