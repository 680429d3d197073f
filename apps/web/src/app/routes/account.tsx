import { AccountMenu } from '../../features/account/components/account-menu';
import { AccountProfile } from '../../features/account/components/account-profile';
import { RequireSession } from '../../features/account/components/require-session';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountScreen() {
  return (
    <RequireSession>
      <PageHeader title="Account" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <AccountProfile />
          <AccountMenu />
        </div>
      </PageBody>
    </RequireSession>
  );
}
