import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { useVerifyCode } from '../api/verify-code';
import { codeAsShown, codeProblem, isMistyped } from '../code-check';
import { currentLocation } from '../current-location';
import { ScanWithCamera } from '../scanner/scan-with-camera';
import { MistypedAnswer, VerificationAnswer } from './verification-answer';
import { VerifyForm } from './verify-form';

/**
 * The whole check: the form and, under it, the answer. With `checkNow` (the QR link /v/{code})
 * the code is checked as soon as the screen opens, without the shopper's location. A linked code
 * with a typing mistake is put in the form to be corrected in place.
 */
export function VerifyPanel({ initialCode = '', checkNow = false }: { initialCode?: string; checkNow?: boolean }) {
  const verify = useVerifyCode();
  // A slip in the linked code is caught here, before any request (the panel is keyed by the code).
  const [localProblem, setLocalProblem] = useState(() => {
    const message = checkNow ? codeProblem(initialCode) : null;
    return message ? { code: codeAsShown(initialCode), message } : null;
  });
  const started = useRef(false);
  const navigate = useNavigate();
  const formSection = useRef<HTMLElement>(null);
  const answerBox = useRef<HTMLDivElement>(null);

  async function check(code: string, shareLocation: boolean) {
    setLocalProblem(null);
    const location = shareLocation ? await currentLocation() : null;
    verify.mutate({ code, location: location ?? undefined });
  }

  useEffect(() => {
    if (!checkNow || localProblem || started.current) return;
    // Once per opening, even when React runs effects twice in development: every check is stored.
    started.current = true;
    verify.mutate({ code: initialCode });
  }, [checkNow, localProblem, initialCode, verify]);

  // Typed, the answer comes under the form: on a phone it would land below the fold (and under
  // the keyboard), so bring it into view when it arrives.
  const answered = verify.data ?? verify.error ?? localProblem;
  useEffect(() => {
    if (!checkNow && answered) answerBox.current?.scrollIntoView({ block: 'nearest' });
  }, [checkNow, answered]);

  const answer = (
    <div ref={answerBox} aria-live="polite" className="flex flex-col gap-4 empty:hidden">
      {localProblem ? (
        <section
          aria-label={`Result for ${localProblem.code}`}
          className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card"
        >
          <p className="font-mono text-sm text-gray-600">{localProblem.code}</p>
          <MistypedAnswer message={localProblem.message} />
        </section>
      ) : verify.data ? (
        <VerificationAnswer verification={verify.data} />
      ) : null}
      {verify.error && !localProblem && <FormError message={verify.error.message} />}
    </div>
  );

  // From a QR link the answer is what the shopper came for; typing, the answer follows the form.
  return (
    <div className="flex flex-col gap-6">
      {checkNow && answer}
      <section
        ref={formSection}
        aria-labelledby="verify-form-heading"
        className="rounded-card bg-white p-4 shadow-card"
      >
        <h2 id="verify-form-heading" className="mb-3 text-lg font-semibold text-gray-900">
          {checkNow ? 'Check another code' : 'Check that a product is genuine'}
        </h2>
        <ScanWithCamera
          onCode={(code) => void navigate(`/v/${code}`)}
          onTypeInstead={() => formSection.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus()}
        />
        <p className="my-4 flex items-center gap-3 text-sm text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
          or type the code
        </p>
        <VerifyForm
          initialCode={!checkNow || isMistyped(initialCode) ? initialCode : ''}
          sending={verify.isPending}
          onCheck={(code, shareLocation) => void check(code, shareLocation)}
        />
      </section>
      {!checkNow && answer}
    </div>
  );
}
