import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

export const FOLLOW_COMING_SOON = 'Following stores is coming soon.';

/** The spec's Follow store button does nothing yet: it says so instead of pretending to follow. */
export function FollowStoreButton() {
  return (
    <Button variant="secondary" onClick={() => notify.info(FOLLOW_COMING_SOON)}>
      <Plus className="size-5" aria-hidden="true" />
      Follow store
    </Button>
  );
}
