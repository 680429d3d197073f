import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { formErrorMessage, refusedField, serverMessage } from '../auth-errors';
import { FormError } from '../../../components/ui/form-error';
import { PASSWORD_HINT } from './password-rules';

const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const CHANGE_FAILED = 'We could not change your password. Please try again.';

/**
 * A signed-in user's new password; the current one proves it is them. After the change it goes
 * to `doneTo` (the shopper's account), or stays and empties itself when `doneTo` is null.
 */
export function ChangePasswordForm({ doneTo = '/account' }: { doneTo?: string | null }) {
  const navigate = useNavigate();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordSchema) });

  // Awaited inside the submit, so the form counts as submitting (not as unsaved) until it has moved on.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      const field = refusedField(error, CHANGE_PASSWORD_FIELDS);
      if (field) setError(field, { message: serverMessage(error, CHANGE_FAILED) }, { shouldFocus: true });
      return;
    }
    notify.success('Your password has been changed.');
    reset({ currentPassword: '', password: '', confirmPassword: '' });
    if (doneTo) await navigate(doneTo);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
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
