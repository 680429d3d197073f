import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { nextPathFrom, pathAfterSignIn, signupPath, withNext } from '../../../lib/next-path';
import { notify } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { useLogIn } from '../api/log-in';
import { loginErrorMessage } from '../auth-errors';
import { TEXT_LINK } from './auth-heading';
import { FormError } from '../../../components/ui/form-error';

/** Email and password; then back to `?next=`, else the dashboard for a business owner or the account page. */
export function LoginForm() {
  const navigate = useNavigate();
  const next = nextPathFrom(useLocation().search);
  const logIn = useLogIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: ({ logIn: { user } }) => {
        // The business the user chose last, on any device (else their oldest).
        const manufacturerId = user.currentManufacturer?.id ?? null;
        saveSession({ userId: user.id, manufacturerId });
        notify.success('Successfully logged in');
        void navigate(pathAfterSignIn({ next, ownsBusiness: manufacturerId !== null }), { replace: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={logIn.isError ? loginErrorMessage(logIn.error) : null} />
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          {...describedBy('login-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...describedBy('login-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <p className="-mt-2 flex items-center justify-end gap-1 text-sm text-gray-600">
        Forgot your password?
        <Link to={withNext('/forgotpassword', next)} className={TEXT_LINK}>
          Reset
        </Link>
      </p>
      <Button type="submit" loading={logIn.isPending} loadingLabel="Logging in..">
        Log In
      </Button>
      <p className="flex items-center justify-center gap-1 text-sm text-gray-600">
        New to Kasuwa?
        <Link to={signupPath(next)} className={TEXT_LINK}>
          Create an Account
        </Link>
      </p>
    </form>
  );
}
