import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Menu } from '../../../components/ui/menu';
import type { MyProduct } from '../api/get-my-products';

/** Edit or Delete one product. */
export function ProductRowMenu({ product, onDelete }: { product: MyProduct; onDelete: (product: MyProduct) => void }) {
  const navigate = useNavigate();
  return (
    <Menu
      label={`Actions for ${product.name}`}
      trigger={<MoreVertical className="size-5" aria-hidden="true" />}
      items={[
        {
          label: 'Edit',
          icon: <Pencil className="size-4" aria-hidden="true" />,
          onSelect: () => void navigate(`/dashboard/edit-product/${product.id}`),
        },
        {
          label: 'Delete',
          icon: <Trash2 className="size-4" aria-hidden="true" />,
          destructive: true,
          onSelect: () => onDelete(product),
        },
      ]}
    />
  );
}
