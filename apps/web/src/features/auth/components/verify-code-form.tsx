import { otpSchema } from '@kasuwa/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { serverMessage } from '../auth-errors';
import { emptyDigits } from '../otp-digits';
import { saveResetTicket } from '../reset-flow';
import { TEXT_LINK } from './auth-heading';
import { FormError } from '../../../components/ui/form-error';
import { OtpInput } from './otp-input';

/** Step 2 of the reset: the emailed code, exchanged for a reset token that /reset spends. */
export function VerifyCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const resend = useRequestPasswordReset();
  const [digits, setDigits] = useState(emptyDigits);
  const [codeError, setCodeError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse({ email, code: digits.join('') });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    verify.mutate(
      { email, code: parsed.data.code },
      {
        onSuccess: ({ verifyPasswordResetCode }) => {
          saveResetTicket(verifyPasswordResetCode);
          void navigate('/reset', { replace: true });
        },
      },
    );
  };

  const sendNewCode = () =>
    resend.mutate(email, {
      onSuccess: ({ requestPasswordReset }) => {
        verify.reset();
        setDigits(emptyDigits());
        notify.success(requestPasswordReset.message);
      },
      onError: (error) => notify.error(serverMessage(error, 'We could not send a new code. Please try again.')),
    });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError
        message={verify.isError ? serverMessage(verify.error, 'We could not check the code. Please try again.') : null}
      />
      <div className="flex flex-col gap-1.5">
        <p id="otp-label" className="text-sm font-medium text-gray-900">
          4-digit code
        </p>
        <OtpInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setCodeError(undefined);
          }}
          labelledBy="otp-label"
          describedById="otp-error"
          invalid={Boolean(codeError)}
        />
        <p id="otp-error" role="alert" className="text-sm text-red-600 empty:hidden">
          {codeError}
        </p>
      </div>
      <Button type="submit" loading={verify.isPending} loadingLabel="Loading...">
        Next
      </Button>
      <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-gray-600">
        Didn&apos;t get it?
        <button type="button" onClick={sendNewCode} disabled={resend.isPending} className={TEXT_LINK}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </button>
      </p>
    </form>
  );
}
