import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { GraphQLRequestError } from '../../lib/graphql-client';
import { RequireSession } from '../../features/account/components/require-session';
import { useConfirmPayment } from '../../features/checkout/api/confirm-payment';
import { placedPath } from '../../features/checkout/placed-path';
import { PageBody, PageHeader } from '../layouts/page-header';

/**
 * /checkout/return?reference=: back from the card payment page. The server asks the provider
 * (never trusting the URL); paid → the confirmation, not paid → try the same page again.
 */
export default function CheckoutReturnScreen() {
  return (
    <RequireSession>
      <PageHeader title="Payment" />
      <PageBody>
        <div className="mx-auto max-w-xl rounded-card bg-white shadow-card">
          <PaymentCheck />
        </div>
      </PageBody>
    </RequireSession>
  );
}

function PaymentCheck() {
  const reference = new URLSearchParams(useLocation().search).get('reference') ?? '';
  const confirm = useConfirmPayment();
  const asked = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (asked.current || !reference) return;
    asked.current = true;
    mutate(reference);
  }, [mutate, reference]);

  const ordersLink = (
    <Link to="/account/orders" className={buttonClasses('secondary')}>
      See my orders
    </Link>
  );

  if (!reference)
    return (
      <EmptyState icon={<CreditCard />} title="This link has no payment in it" action={ordersLink}>
        Your orders and their payment status are in your account.
      </EmptyState>
    );
  if (confirm.error instanceof GraphQLRequestError && confirm.error.code === 'NOT_FOUND')
    return (
      <EmptyState icon={<CreditCard />} title="We could not find this payment" action={ordersLink}>
        It is not one of your checkouts. Your orders and their payment status are in your account.
      </EmptyState>
    );
  if (confirm.isError)
    return (
      <EmptyState
        icon={<CreditCard />}
        title="We could not check your payment"
        action={
          <>
            <Button onClick={() => mutate(reference)}>Check again</Button>
            {ordersLink}
          </>
        }
      >
        <p role="alert">{confirm.error.message}</p>
      </EmptyState>
    );
  if (!confirm.data)
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <Spinner label="" />
        <p role="status" className="text-gray-900">
          Checking your payment...
        </p>
      </div>
    );

  const { orders, paymentRedirectUrl } = confirm.data;
  if (orders.every((o) => o.paymentStatus === 'PAID'))
    return <Navigate to={placedPath(orders.map((o) => o.number))} replace />;
  if (paymentRedirectUrl)
    return (
      <EmptyState
        icon={<CreditCard />}
        title="Your payment did not go through"
        action={
          <>
            <a href={paymentRedirectUrl} className={buttonClasses('primary')}>
              Try paying again
            </a>
            {ordersLink}
          </>
        }
      >
        Nothing was taken. Your {orders.length > 1 ? 'orders wait' : 'order waits'} 30 minutes for the payment, then
        {orders.length > 1 ? ' they are' : ' it is'} cancelled.
      </EmptyState>
    );
  return (
    <EmptyState icon={<CreditCard />} title="This payment is closed" action={ordersLink}>
      The {orders.length > 1 ? 'orders were' : 'order was'} cancelled because the payment did not arrive in time. If
      money left your account, the store owes it back and it shows as “Refund due” in your orders.
    </EmptyState>
  );
}
