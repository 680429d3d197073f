import { RequireSession } from '../../features/account/components/require-session';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function ChangePasswordScreen() {
  return (
    <RequireSession>
      <PageHeader title="Change Password" back="/account" />
      <PageBody>
        <div className="mx-auto max-w-xl rounded-card bg-white p-4 shadow-card md:p-6">
          <p className="mb-4 text-gray-600">
            Enter your current password, then the new one twice. You stay signed in here; other devices are signed out.
          </p>
          <ChangePasswordForm />
        </div>
      </PageBody>
    </RequireSession>
  );
}
