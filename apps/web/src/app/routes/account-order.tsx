import { useParams } from 'react-router';
import { RequireSession } from '../../features/account/components/require-session';
import { ShopperOrder } from '../../features/orders/components/shopper-order';
import { ReviewLineAction } from '../../features/reviews/components/review-line-action';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountOrderScreen() {
  const number = (useParams().number ?? '').toUpperCase();
  return (
    <RequireSession>
      <PageHeader title={`Order ${number}`} back="/account/orders" />
      <PageBody>
        <ShopperOrder
          number={number}
          lineAction={(line, order) => <ReviewLineAction line={line} delivered={order.status === 'DELIVERED'} />}
        />
      </PageBody>
    </RequireSession>
  );
}
