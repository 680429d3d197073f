import { useSearchParams } from 'react-router';
import { OrderTabs } from '../../features/account/components/order-tabs';
import { RequireSession } from '../../features/account/components/require-session';
import { MyOrderList } from '../../features/orders/components/my-order-list';
import { ORDER_LIST_TABS, ORDER_TAB_PARAM, orderListTab } from '../../features/orders/order-list-tabs';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountOrdersScreen() {
  const [params, setParams] = useSearchParams();
  const tab = orderListTab(params.get(ORDER_TAB_PARAM));
  return (
    <RequireSession>
      <PageHeader title="Orders" back="/account" />
      <PageBody>
        <div className="mx-auto max-w-3xl rounded-card bg-white shadow-card">
          <OrderTabs
            tabs={ORDER_LIST_TABS}
            selected={tab.key}
            onSelect={(key) => setParams({ [ORDER_TAB_PARAM]: key }, { replace: true })}
          >
            {/* Keyed by tab: each keeps its own pages, and a switch never shows the last tab's orders. */}
            <MyOrderList key={tab.key} tab={tab} />
          </OrderTabs>
        </div>
      </PageBody>
    </RequireSession>
  );
}
