import { OrderTabs } from '../../features/account/components/order-tabs';
import { RequireSession } from '../../features/account/components/require-session';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountOrdersScreen() {
  return (
    <RequireSession>
      <PageHeader title="Orders" back="/account" />
      <PageBody>
        <div className="mx-auto max-w-3xl rounded-card bg-white shadow-card">
          <OrderTabs />
        </div>
      </PageBody>
    </RequireSession>
  );
}
