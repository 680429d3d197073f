import { OrderTabs } from '../../features/account/components/order-tabs';
import { RequireToken } from '../../features/account/components/require-token';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountOrdersScreen() {
  return (
    <RequireToken>
      <PageHeader title="Orders" back="/account" />
      <PageBody>
        <div className="mx-auto max-w-3xl rounded-card bg-white shadow-card">
          <OrderTabs />
        </div>
      </PageBody>
    </RequireToken>
  );
}
