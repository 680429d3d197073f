import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session';
import { useMe } from '../../features/account/api/get-me';
import { useMyAddresses } from '../../features/addresses/api/get-my-addresses';
import { useSaveAddress } from '../../features/addresses/api/save-address';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { usePricedCart } from '../../features/cart/api/use-priced-cart';
import { useCart } from '../../features/cart/cart-provider';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { usePaymentMethods } from '../../features/checkout/api/get-payment-methods';
import type { PlacedCheckout } from '../../features/checkout/api/place-order';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary';
import { SignInToCheckout } from '../../features/checkout/components/sign-in-to-checkout';
import { placedPath } from '../../features/checkout/placed-path';
import { groupByStore, isBuyable } from '../../features/checkout/store-groups';
import { useMapSettings } from '../../lib/map-settings';
import { PageBody, PageHeader } from '../layouts/page-header';

const CART_CHANGED =
  'Some products in your cart changed (price, stock or no longer sold). Check your cart, then order.';

/** /checkout: the cart priced by the server, split by brand store, then delivery, contact and payment. */
export default function CheckoutScreen() {
  const session = useSession();
  const cart = useCart();
  const priced = usePricedCart();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const lines = priced.data?.lines ?? [];
  const { groups, totalKobo } = groupByStore(lines);
  const blockedReason = priced.data && !priced.data.canCheckOut ? CART_CHANGED : null;

  const onPlaced = (checkout: PlacedCheckout) => {
    setLeaving(true);
    for (const line of lines) if (isBuyable(line)) cart.remove(line.productId);
    if (checkout.paymentRedirectUrl) window.location.assign(checkout.paymentRedirectUrl);
    else void navigate(placedPath(checkout.orders.map((o) => o.number)), { replace: true });
  };

  let content;
  if (cart.items.length === 0 && !leaving) content = <EmptyCart />;
  else if (priced.isPending) content = <CheckoutSkeleton />;
  else if (priced.isError)
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-white p-4 shadow-card">
        <p className="text-gray-900">We could not check your cart’s prices and stock. Check your connection.</p>
        <Button onClick={() => void priced.refetch()}>Try again</Button>
      </div>
    );
  else {
    const summary = <CheckoutSummary groups={groups} totalKobo={totalKobo} />;
    content = (
      <div className="flex flex-col gap-4">
        {blockedReason && (
          <p role="alert" className="rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-gray-900">
            {blockedReason}{' '}
            <Link to="/cart" className="font-semibold text-brand-700 underline">
              Open the cart
            </Link>
          </p>
        )}
        {session ? (
          <ShopperCheckout
            lines={lines.filter(isBuyable).map((l) => ({ productId: l.productId, quantity: l.quantity }))}
            blockedReason={blockedReason}
            totalKobo={totalKobo}
            summary={summary}
            onCartChanged={() => void priced.refetch()}
            onPlaced={onPlaced}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6">
            <SignInToCheckout />
            <div className="md:sticky md:top-20">{summary}</div>
          </div>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Checkout" back="/cart" />
      <PageBody>{content}</PageBody>
    </>
  );
}

/** The form once someone is signed in: their saved addresses and name, and the ways to pay. */
function ShopperCheckout(props: {
  lines: { productId: string; quantity: number }[];
  blockedReason: string | null;
  totalKobo: number;
  summary: ReactNode;
  onCartChanged: () => void;
  onPlaced: (checkout: PlacedCheckout) => void;
}) {
  const addresses = useMyAddresses();
  const me = useMe();
  const methods = usePaymentMethods();
  const tiles = useMapSettings();
  const saveAddress = useSaveAddress();
  if (addresses.isPending || me.isPending || methods.isPending) return <CheckoutSkeleton />;
  return (
    <CheckoutForm
      {...props}
      savedAddresses={addresses.data ?? []}
      paymentMethods={methods.data?.paymentMethods ?? ['PAY_ON_DELIVERY']}
      defaultRecipientName={me.data?.me?.name ?? ''}
      tiles={tiles.data?.mapSettings}
      renderAddressSearch={(field) => (
        <AddressCombobox
          id={field.id}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={field.invalid}
          describedBy={field.describedBy}
          placeholder="Street, area and town, e.g. 12 Allen Avenue, Ikeja"
        />
      )}
      saveAddress={(address) => saveAddress.mutateAsync(address)}
    />
  );
}

function CheckoutSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        Loading the checkout
      </span>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
