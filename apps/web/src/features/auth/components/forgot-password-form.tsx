import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { loginPath, nextPathFrom } from '../../../lib/next-path';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { serverMessage } from '../auth-errors';
import { saveResetEmail } from '../reset-flow';
import { TEXT_LINK } from './auth-heading';
import { FormError } from '../../../components/ui/form-error';

/** Step 1 of the reset: the email the code goes to, carried on to /verify-otp. */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail?: string }) {
  const navigate = useNavigate();
  const next = nextPathFrom(useLocation().search);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail ?? '' } });

  const onSubmit = handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        saveResetEmail(email);
        void navigate('/verify-otp', { state: { email } });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError
        message={request.isError ? serverMessage(request.error, 'We could not send the code. Please try again.') : null}
      />
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          {...describedBy('forgot-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Button type="submit" loading={request.isPending} loadingLabel="Loading...">
        Next
      </Button>
      <p className="flex items-center justify-center gap-1 text-sm text-gray-600">
        Remembered it?
        <Link to={loginPath(next)} className={TEXT_LINK}>
          Log in
        </Link>
      </p>
    </form>
  );
}
