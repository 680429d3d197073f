import { useMyBusinesses } from '../../features/dashboard/api/get-my-businesses';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { StoreReviewReplies } from '../../features/reviews/components/store-review-replies';

/** /dashboard/reviews: what shoppers said about the store's products, and the store's one reply to each. */
export default function DashboardReviewsScreen() {
  const manufacturerId = useManufacturerId();
  const store = useMyBusinesses(true).data?.me?.manufacturers.find((m) => m.id === manufacturerId);
  return (
    <>
      <DashboardPageHeader
        title="Reviews"
        description="Reviews from shoppers who received their order, newest first. Reply once to each; your reply shows under it on your store."
      />
      <StoreReviewReplies manufacturerId={manufacturerId} storeName={store?.brandStoreName ?? 'your store'} />
    </>
  );
}
