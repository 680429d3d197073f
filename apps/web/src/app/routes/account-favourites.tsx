import { useState } from 'react';
import { Link } from 'react-router';
import { FAVOURITES_SHOWN, useMyFavouriteProducts } from '../../features/products/api/get-favourite-products';
import { useProducts } from '../../features/products/api/get-products';
import type { ProductSummary } from '../../features/products/api/product-summary';
import { FavouriteProducts } from '../../features/products/components/favourite-products';
import { loginPath } from '../../lib/next-path';
import { savedState, useSavedIds } from '../../lib/saved';
import { getSession } from '../../lib/session';
import { PageBody, PageHeader } from '../layouts/page-header';

/**
 * /account/favourites: the products saved with the heart. Signed in, the account's list
 * (`myFavouriteProducts`); signed out, the ones kept in this browser. A heart taken off here
 * leaves the list at once.
 */
export default function AccountFavouritesScreen() {
  // Read once per visit, as the account screens do: a session the server ended is said so here.
  const [session] = useState(getSession);
  const ids = useSavedIds('products');
  // The browser's list when the screen opened: taking a heart off hides a card, it asks nothing again.
  const [openedWith] = useState(() => ids.slice(0, FAVOURITES_SHOWN));
  const mine = useMyFavouriteProducts({ enabled: session !== null });
  const kept = useProducts(
    { id: { in: openedWith } },
    { take: FAVOURITES_SHOWN, enabled: !session && openedWith.length > 0 },
  );

  let products: ProductSummary[];
  if (session) {
    // Once this browser mirrors the account, a heart taken off here (or on another tab) is gone at once.
    const mirrored = savedState().owner === session.userId;
    products = (mine.data?.myFavouriteProducts ?? []).filter((product) => !mirrored || ids.includes(product.id));
  } else {
    const byId = new Map(kept.data?.products.map((product) => [product.id, product]));
    products = ids.flatMap((id) => byId.get(id) ?? []);
  }
  const query = session ? mine : kept;
  const loading = session ? mine.isPending : openedWith.length > 0 && kept.isPending;

  return (
    <>
      {/* Signed out, /account would only ask to log in: the back arrow's first-page fallback is home. */}
      <PageHeader title="Favourites" back={session ? '/account' : '/'} />
      <PageBody>
        <div className="flex flex-col gap-4">
          {!session && (
            <p className="rounded-card bg-brand-50 px-4 py-3 text-sm text-gray-700">
              Kept in this browser.{' '}
              <Link to={loginPath('/account/favourites')} className="font-semibold text-brand-700 underline">
                Log in
              </Link>{' '}
              to keep them in your account and see them on your other devices.
            </p>
          )}
          <FavouriteProducts
            products={products}
            isPending={loading}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </div>
      </PageBody>
    </>
  );
}
