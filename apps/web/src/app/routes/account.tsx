import { Button } from '../../components/ui/button';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { AccountMenu } from '../../features/account/components/account-menu';
import { AccountProfile } from '../../features/account/components/account-profile';
import { RequireSession } from '../../features/account/components/require-session';
import { useSignOut } from '../../features/auth/use-sign-out';
import { SellOnKasuwaLink } from '../../features/selling/components/sell-on-kasuwa-link';
import { PageBody, PageHeader } from '../layouts/page-header';

/** The shopper's home: who is signed in, orders, addresses, password; selling (or the dashboard); log out; delete the account. */
export default function AccountScreen() {
  const { signOut, signingOut } = useSignOut();
  return (
    <RequireSession>
      <PageHeader title="Account" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <AccountProfile />
          <AccountMenu />
          <SellOnKasuwaLink />
          <Button variant="secondary" loading={signingOut} loadingLabel="Logging out..." onClick={() => void signOut()}>
            Log out
          </Button>
          <section
            aria-labelledby="delete-account-title"
            className="mt-4 flex flex-col gap-2 border-t border-gray-200 pt-6"
          >
            <h2 id="delete-account-title" className="font-semibold text-gray-900">
              Delete account
            </h2>
            <DeleteAccount />
          </section>
        </div>
      </PageBody>
    </RequireSession>
  );
}
