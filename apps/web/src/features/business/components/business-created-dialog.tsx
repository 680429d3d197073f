import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Shown once the business exists: go on to the first product, or to the dashboard. */
export function BusinessCreatedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Congratulations!"
      actions={
        <>
          <Link to="/dashboard/main" className={buttonClasses('secondary')}>
            Not Now
          </Link>
          <Link to="/dashboard/add-product" className={buttonClasses('primary')}>
            Add Product
          </Link>
        </>
      }
    >
      Your business has been created. Add your first product so shoppers can find it in your store.
    </Dialog>
  );
}
