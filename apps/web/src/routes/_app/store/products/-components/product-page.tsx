import type { Product } from '@athcare/shared/store-catalogue.schema';
import { Link } from '@tanstack/react-router';
import { ProductDetail } from '@/features/store/components/product-detail';

/**
 * /store/products/{productId}: the way back to the catalogue above the product. Its route and its
 * server-rendered frame (src/prerender/data-frames.tsx) both render it.
 */
export function ProductPage({ product }: { product: Product | null }) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/store/products"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        ← All products
      </Link>
      {product && <ProductDetail product={product} />}
    </div>
  );
}
