import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { formErrorMessage, refusedField, serverMessage } from '../auth-errors';
import { FormError } from '../../../components/ui/form-error';
import { PASSWORD_HINT } from './password-rules';

const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const CHANGE_FAILED = 'We could not change your password. Please try again.';

/** A signed-in user's new password; the current one proves it is them. */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema) });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notify.success('Your password has been changed.');
        void navigate('/account');
      },
      onError: (error) => {
        const field = refusedField(error, CHANGE_PASSWORD_FIELDS);
        if (field) setError(field, { message: serverMessage(error, CHANGE_FAILED) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError
        message={change.isError ? formErrorMessage(change.error, CHANGE_PASSWORD_FIELDS, CHANGE_FAILED) : null}
      />
      <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          {...describedBy('current-password', errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
      </Field>
      <Field id="new-password" label="New password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          {...describedBy('new-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          {...describedBy('confirm-password', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" loading={change.isPending} loadingLabel="Saving...">
        Change Password
      </Button>
    </form>
  );
}
