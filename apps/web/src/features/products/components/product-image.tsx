const IMAGE_PX = 600;

/** The product photo in a square that is reserved before it arrives, so nothing moves. */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="aspect-square overflow-hidden rounded-card bg-white shadow-card">
      <img
        src={src}
        alt={alt}
        width={IMAGE_PX}
        height={IMAGE_PX}
        decoding="async"
        className="size-full object-contain"
      />
    </div>
  );
}
