import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReportFakeForm } from '../../features/verification/report/report-fake-form';
import { ReportSent } from '../../features/verification/report/report-sent';
import { PageBody, PageHeader } from '../layouts/page-header';

/**
 * /verify/report: a suspected fake reported to its brand. Opened from a check's answer, which
 * passes what it knows (?code=, and ?maker= & ?product= when the code was ours).
 */
export default function VerifyReportScreen() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<{ brandName: string; email: string } | null>(null);
  const prefill = {
    code: params.get('code')?.slice(0, 64) || undefined,
    makerId: params.get('maker') || undefined,
    productId: params.get('product') || undefined,
  };
  return (
    <>
      <PageHeader title="Report a suspected fake" back="/verify" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          {sent ? (
            <ReportSent brandName={sent.brandName} email={sent.email} />
          ) : (
            <>
              <p className="text-sm text-gray-700">
                Tell the brand what you found. A clear photo of the product and its label helps them most.
              </p>
              <section className="rounded-card bg-white p-4 shadow-card">
                <ReportFakeForm prefill={prefill} onSent={setSent} />
              </section>
            </>
          )}
        </div>
      </PageBody>
    </>
  );
}
