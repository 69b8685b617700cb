import type { ProductCategory } from '@athcare/shared/store-constants';
import { cn } from '@/lib/utils';

/** A product's first image, or its category's illustration. */
export function ProductImage({
  src,
  category,
  alt,
  className,
}: {
  src: string | null | undefined;
  category: ProductCategory;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={src ?? `/images/store/${category}.svg`}
      alt={alt}
      loading="lazy"
      width={400}
      height={300}
      className={cn('aspect-[4/3] w-full rounded-lg bg-muted object-cover', className)}
    />
  );
}
