import { EXPIRED_ADVICE, RECALL_ADVICE } from '@kasuwa/domain';
import { AlertTriangle, CircleCheck, CircleX, SearchX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { CodeVerification } from '../api/verify-code';
import { MISTYPED_CODE_MESSAGE } from '../code-check';
import { formatDate } from '../format-date';

type Tone = 'good' | 'warning' | 'danger' | 'neutral';

const TONES: Record<Tone, string> = {
  good: 'border-green-600 bg-green-50 text-green-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  danger: 'border-red-600 bg-red-50 text-red-900',
  neutral: 'border-gray-300 bg-gray-50 text-gray-900',
};

/** The verdict banner: a heading, an icon and what it means for the shopper. */
function Verdict({ tone, icon, title, children }: { tone: Tone; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={`flex gap-3 rounded-card border-l-4 p-4 ${TONES[tone]}`}>
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {icon}
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="text-sm">{children}</div>
      </div>
    </div>
  );
}

/** What the code belongs to: product, maker, batch, dates and the retailers it was supplied to. */
function UnitDetails({ verification }: { verification: CodeVerification }) {
  const { product, maker, batch, retailers } = verification;
  return (
    <div className="flex flex-col gap-4">
      {product && (
        <div className="flex items-center gap-4">
          <img
            src={product.thumbnailUrl || product.imageUrl}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-control bg-gray-100 object-cover"
          />
          <div>
            <p className="text-lg font-semibold text-gray-900">{product.name}</p>
            {maker && (
              <p className="text-sm text-gray-600">
                Made by{' '}
                <Link to={`/${maker.slug}`} className="font-medium text-brand-700 underline">
                  {maker.name}
                </Link>
              </p>
            )}
          </div>
        </div>
      )}
      {batch && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">Batch</dt>
          <dd className="font-medium text-gray-900">{batch.number}</dd>
          <dt className="text-gray-600">Manufactured</dt>
          <dd className="font-medium text-gray-900">{formatDate(batch.manufactureDate)}</dd>
          <dt className="text-gray-600">Expires</dt>
          <dd className="font-medium text-gray-900">{formatDate(batch.expiryDate)}</dd>
        </dl>
      )}
      {retailers.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Supplied to</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {retailers.map((retailer) => (
              <li key={retailer.id}>
                <span className="font-medium text-gray-900">{retailer.name}</span>
                <span className="block text-gray-600">{retailer.address}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The report form, told what this check knew: the code, and the brand and product when the code is ours. */
export function reportLink(verification: Pick<CodeVerification, 'code' | 'maker' | 'product'>): string {
  const params = new URLSearchParams({ code: verification.code });
  if (verification.maker) params.set('maker', verification.maker.id);
  if (verification.product) params.set('product', verification.product.id);
  return `/verify/report?${params.toString()}`;
}

function ReportFakeLink({ verification, primary }: { verification: CodeVerification; primary?: boolean }) {
  return (
    <Link to={reportLink(verification)} className={buttonClasses(primary ? 'primary' : 'secondary', 'self-start')}>
      Report a suspected fake
    </Link>
  );
}

const timesWord = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function GenuineAnswer({ verification }: { verification: CodeVerification }) {
  return (
    <>
      <Verdict tone="good" icon={<CircleCheck className="size-6" />} title="Genuine">
        <p>This is a real Kasuwa code, first verified now.</p>
      </Verdict>
      <UnitDetails verification={verification} />
    </>
  );
}

function AlreadyVerifiedAnswer({ verification }: { verification: CodeVerification }) {
  const earlier = verification.verifications - 1;
  return (
    <>
      <Verdict tone="warning" icon={<AlertTriangle className="size-6" />} title="Genuine code, already verified">
        <p>
          This code has been checked {timesWord(earlier)} before
          {verification.firstVerifiedAt && <>, first on {formatDate(verification.firstVerifiedAt)}</>}
          {verification.firstVerifiedNear && <> near {verification.firstVerifiedNear}</>}.
        </p>
        <p className="mt-1 font-medium">
          If you did not check it yourself, the label may have been copied
          {verification.retailers.length > 0 ? ': buy from a retailer listed below.' : '.'}
        </p>
      </Verdict>
      <UnitDetails verification={verification} />
      <ReportFakeLink verification={verification} />
    </>
  );
}

function WhatToDo({ advice }: { advice: string }) {
  return (
    <p className="mt-1">
      <span className="font-semibold">What to do:</span> {advice}
    </p>
  );
}

function ExpiredAnswer({ verification }: { verification: CodeVerification }) {
  return (
    <>
      <Verdict tone="danger" icon={<CircleX className="size-6" />} title="Genuine code, but this batch has expired">
        <p>
          The code is real, but its batch expired
          {verification.batch && <> on {formatDate(verification.batch.expiryDate)}</>}.
        </p>
        <WhatToDo advice={EXPIRED_ADVICE} />
      </Verdict>
      <UnitDetails verification={verification} />
    </>
  );
}

function RecalledAnswer({ verification }: { verification: CodeVerification }) {
  const { batch } = verification;
  return (
    <>
      <Verdict tone="danger" icon={<ShieldAlert className="size-6" />} title="Recalled">
        {batch?.recalledAt && <p>The maker recalled this batch on {formatDate(batch.recalledAt)}.</p>}
        {batch?.recallReason && (
          <p className="mt-1">
            <span className="font-semibold">Reason:</span> {batch.recallReason}
          </p>
        )}
        <WhatToDo advice={verification.recallAdvice ?? RECALL_ADVICE} />
      </Verdict>
      <UnitDetails verification={verification} />
    </>
  );
}

/** A slip in the code: told from the check character, here or by the server, never stored. */
export function MistypedAnswer({ message = MISTYPED_CODE_MESSAGE }: { message?: string }) {
  return (
    <Verdict tone="warning" icon={<AlertTriangle className="size-6" />} title="Check the code again">
      <p>{message}</p>
    </Verdict>
  );
}

function NotFoundAnswer({ verification }: { verification: CodeVerification }) {
  return (
    <>
      <Verdict tone="danger" icon={<SearchX className="size-6" />} title="Not a Kasuwa code">
        <p>We never issued this code. Be careful: the product may be fake. Check that you typed the code right.</p>
      </Verdict>
      <ReportFakeLink verification={verification} primary />
    </>
  );
}

/** The answer to one check, one component per kind. */
export function VerificationAnswer({ verification }: { verification: CodeVerification }) {
  const body = (() => {
    switch (verification.result) {
      case 'GENUINE':
        return <GenuineAnswer verification={verification} />;
      case 'ALREADY_VERIFIED':
        return <AlreadyVerifiedAnswer verification={verification} />;
      case 'EXPIRED':
        return <ExpiredAnswer verification={verification} />;
      case 'RECALLED':
        return <RecalledAnswer verification={verification} />;
      case 'MISTYPED':
        return <MistypedAnswer />;
      case 'NOT_FOUND':
        return <NotFoundAnswer verification={verification} />;
    }
  })();
  return (
    <section
      aria-label={`Result for ${verification.code}`}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card"
    >
      <p className="font-mono text-sm text-gray-600">{verification.code}</p>
      {body}
    </section>
  );
}
