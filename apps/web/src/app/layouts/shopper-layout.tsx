import { Outlet, Link } from 'react-router';
import { TabBar } from './tab-bar';
import { BrandMark } from '../../components/ui/brand-mark';

/** Every shopper screen: the brand and tabs on top from 768 px, the tab bar at the bottom below. */
export function ShopperLayout() {
  return (
    <div className="min-h-dvh pb-tabbar md:pb-0">
      <div className="hidden border-b border-gray-200 bg-white md:block">
        <div className="mx-auto flex max-w-6xl items-center gap-6 px-6 py-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
            <BrandMark className="size-8" />
            Kasuwa
          </Link>
          <TabBar />
        </div>
      </div>
      <div className="md:hidden">
        <TabBar />
      </div>
      <Outlet />
    </div>
  );
}
