import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toggleSaved, useIsSaved } from '../../../lib/saved';

/** Follow store: kept in this browser, and in the account when signed in (lib/saved); `onSent` once the account has it. */
export function FollowStoreButton({ storeId, onSent }: { storeId: string; onSent?: () => void }) {
  const following = useIsSaved('stores', storeId);
  return (
    <Button
      variant={following ? 'primary' : 'secondary'}
      onClick={() => void toggleSaved('stores', storeId).then(onSent)}
    >
      {!following && <Plus className="size-5" aria-hidden="true" />}
      {following ? 'Following' : 'Follow store'}
    </Button>
  );
}
