import { Heart } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SectionError } from '../../components/ui/section-error';
import { useFavouriteProducts } from '../../features/products/api/get-favourite-products';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid';
import { useSavedIds } from '../../lib/saved';
import { AccountMenu } from '../../features/account/components/account-menu';
import { AccountProfile } from '../../features/account/components/account-profile';
import { RequireSession } from '../../features/account/components/require-session';
import { useSignOut } from '../../features/auth/use-sign-out';
import { SellOnKasuwaLink } from '../../features/selling/components/sell-on-kasuwa-link';
import { PageBody, PageHeader } from '../layouts/page-header';

/** The shopper's favourite products; one un-hearted here leaves the list at once. */
function Favourites() {
  const favourites = useFavouriteProducts();
  const saved = useSavedIds('products');
  let body;
  if (favourites.isPending) body = <ProductGridSkeleton count={2} />;
  else if (favourites.isError)
    body = <SectionError onRetry={() => void favourites.refetch()}>Your favourites could not be loaded.</SectionError>;
  else {
    const shown = favourites.data.myFavouriteProducts.filter((product) => saved.includes(product.id));
    body =
      shown.length === 0 ? (
        <EmptyState icon={<Heart />} title="No favourites yet">
          Tap the heart on a product to keep it here.
        </EmptyState>
      ) : (
        <ProductGrid products={shown} label="Favourite products" />
      );
  }
  return (
    <section aria-labelledby="favourites-heading" className="space-y-3">
      <h2 id="favourites-heading" className="text-lg font-semibold text-gray-900">
        Favourites
      </h2>
      {body}
    </section>
  );
}

/** The shopper's home: who is signed in, orders, addresses, password; selling (or the dashboard); log out. */
export default function AccountScreen() {
  const { signOut, signingOut } = useSignOut();
  return (
    <RequireSession>
      <PageHeader title="Account" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <AccountProfile />
          <AccountMenu />
          <Favourites />
          <SellOnKasuwaLink />
          <Button variant="secondary" loading={signingOut} loadingLabel="Logging out..." onClick={() => void signOut()}>
            Log out
          </Button>
        </div>
      </PageBody>
    </RequireSession>
  );
}
