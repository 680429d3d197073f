import { Outlet, Link } from 'react-router';
import { TabBar } from './tab-bar';
import { BrandMark } from '../../components/ui/brand-mark';
import { CartButton } from '../../features/cart/components/cart-button';

/**
 * Every shopper screen. Below 768 px: the screen's own header on top, the tab bar at the bottom.
 * From 768 px one sticky header: the brand, the tabs and the bag; the screen's title row under it
 * scrolls with the page (PageHeader).
 */
export function ShopperLayout() {
  return (
    <div className="min-h-dvh pb-tabbar md:pb-0">
      <div className="sticky top-0 z-20 hidden border-b border-gray-200 bg-white/95 backdrop-blur md:block">
        <div className="mx-auto flex max-w-6xl items-center gap-6 px-6 py-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
            <BrandMark className="size-8" />
            Kasuwa
          </Link>
          <TabBar />
          <div className="ml-auto">
            <CartButton />
          </div>
        </div>
      </div>
      <div className="md:hidden">
        <TabBar />
      </div>
      <Outlet />
    </div>
  );
}
