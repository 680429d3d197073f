import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { formErrorMessage, refusedField, serverMessage } from '../auth-errors';
import { clearResetFlow } from '../reset-flow';
import { TEXT_LINK } from './auth-heading';
import { FormError } from '../../../components/ui/form-error';
import { PASSWORD_HINT } from './password-rules';

// The token is not a field: its refusal ("This reset has expired") stays in the red box.
const RESET_FIELDS = ['password', 'confirmPassword'] as const;
const RESET_FAILED = 'We could not reset your password. Please try again.';

/** Step 3 of the reset: the new password, set with the token of the checked code. */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordSchema) });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { resetToken, ...values },
      {
        onSuccess: () => {
          clearResetFlow();
          notify.success('Your password has been reset. Please log in with your new password.');
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          const field = refusedField(error, RESET_FIELDS);
          if (field) setError(field, { message: serverMessage(error, RESET_FAILED) }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={reset.isError ? formErrorMessage(reset.error, RESET_FIELDS, RESET_FAILED) : null} />
      <Field id="reset-password" label="New password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          {...describedBy('reset-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <Field id="reset-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          {...describedBy('reset-confirm', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" loading={reset.isPending} loadingLabel="Loading...">
        Reset Password
      </Button>
      <p className="flex items-center justify-center gap-1 text-sm text-gray-600">
        Code expired?
        <Link to="/forgotpassword" className={TEXT_LINK}>
          Start again
        </Link>
      </p>
    </form>
  );
}
