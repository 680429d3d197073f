import { zodResolver } from '@hookform/resolvers/zod';
import { signupSchema } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { loginPath, nextPathFrom, pathAfterSignIn } from '../../../lib/next-path';
import { notify } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { useSignUp } from '../api/sign-up';
import { formErrorMessage, refusedField, serverMessage, SIGNUP_FAILED } from '../auth-errors';
import { TEXT_LINK } from './auth-heading';
import { FormError } from '../../../components/ui/form-error';
import { PASSWORD_HINT } from './password-rules';

const SIGNUP_FIELDS = ['email', 'name', 'password', 'confirmPassword'] as const;

/** A new account owns no business: it goes back to `?next=` (e.g. checkout, or add-business to sell), else to the account page. */
export function SignupForm() {
  const navigate = useNavigate();
  const next = nextPathFrom(useLocation().search);
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signupSchema) });

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: ({ signUp: { user } }) => {
        saveSession({ userId: user.id, manufacturerId: null });
        notify.success('You have successfully created an account.');
        void navigate(pathAfterSignIn({ next, ownsBusiness: false }), { replace: true });
      },
      onError: (error) => {
        const field = refusedField(error, SIGNUP_FIELDS);
        if (field) setError(field, { message: serverMessage(error, SIGNUP_FAILED) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={signUp.isError ? formErrorMessage(signUp.error, SIGNUP_FIELDS, SIGNUP_FAILED) : null} />
      <Field id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          {...describedBy('signup-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="signup-name" label="Name" error={errors.name?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          {...describedBy('signup-name', errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field id="signup-password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...describedBy('signup-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <Field id="signup-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="signup-confirm"
          autoComplete="new-password"
          {...describedBy('signup-confirm', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" loading={signUp.isPending} loadingLabel="Creating Account...">
        Create Account
      </Button>
      <p className="flex items-center justify-center gap-1 text-sm text-gray-600">
        Already have an account?
        <Link to={loginPath(next)} className={TEXT_LINK}>
          Log in
        </Link>
      </p>
    </form>
  );
}
