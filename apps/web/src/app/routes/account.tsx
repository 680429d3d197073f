import { Button } from '../../components/ui/button';
import { AccountMenu } from '../../features/account/components/account-menu';
import { AccountProfile } from '../../features/account/components/account-profile';
import { RequireSession } from '../../features/account/components/require-session';
import { useSignOut } from '../../features/auth/use-sign-out';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountScreen() {
  const { signOut, signingOut } = useSignOut();
  return (
    <RequireSession>
      <PageHeader title="Account" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <AccountProfile />
          <AccountMenu />
          <Button variant="secondary" loading={signingOut} loadingLabel="Logging out..." onClick={() => void signOut()}>
            Log out
          </Button>
        </div>
      </PageBody>
    </RequireSession>
  );
}
