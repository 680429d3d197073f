import { cn } from '../../../components/ui/cn';
import { storeInitial } from '../store-text';

const SIZES = { md: { px: 64, className: 'size-16 text-2xl' }, lg: { px: 80, className: 'size-20 text-3xl' } } as const;

/** The store's brand image, or its initial on the brand colour. Decorative: the name is always next to it. */
export function StoreAvatar({
  name,
  brandImage,
  size = 'md',
}: {
  name: string;
  brandImage: string | null;
  size?: keyof typeof SIZES;
}) {
  const { px, className } = SIZES[size];
  if (brandImage) {
    return (
      <img
        src={brandImage}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-gray-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700',
        className,
      )}
    >
      {storeInitial(name)}
    </span>
  );
}
