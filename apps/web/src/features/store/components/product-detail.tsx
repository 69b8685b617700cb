import { productCategoryLabels, type Product } from '@athcare/shared/store-catalogue.schema';
import { Link } from '@tanstack/react-router';
import { CheckIcon, MinusIcon, PlusIcon, ShoppingCartIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCartStore } from '@/stores/cart-store';
import { Price } from './price';
import { ProductImage } from './product-image';
import { WishlistButton } from './wishlist-button';

const MAX_QUANTITY = 100;

/** /store/products/{id}: images, description, price, quantity and Add to cart. */
export function ProductDetail({ product }: { product: Product }) {
  const id = useId();
  const addItem = useCartStore((s) => s.addItem);
  const inCart = useCartStore((s) => s.items.find((i) => i.id === product.id)?.cartQuantity ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const soldOut = product.stock !== null && product.stock <= 0;
  const max =
    product.stock === null ? MAX_QUANTITY : Math.max(1, Math.min(MAX_QUANTITY, product.stock));
  const set = (n: number) =>
    setQuantity(Math.min(max, Math.max(1, Math.floor(Number.isFinite(n) ? n : 1))));

  return (
    <article className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <ProductImage src={product.images[0]} category={product.category} alt={product.title} />
        {product.images.length > 1 && (
          <ul className="grid grid-cols-4 gap-2">
            {product.images.slice(1).map((src) => (
              <li key={src}>
                <ProductImage src={src} category={product.category} alt="" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-xs text-muted-foreground uppercase">
          {productCategoryLabels[product.category]}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{product.title}</h1>
        <div className="text-xl">
          <Price paise={product.pricePaise} mrpPaise={product.mrpPaise} />
          <p className="text-xs text-muted-foreground">Inclusive of GST ({product.gstRate} %)</p>
        </div>
        <p className="leading-relaxed whitespace-pre-line">{product.description}</p>
        {product.stock !== null && (
          <p className="text-sm text-muted-foreground">
            {soldOut
              ? 'Out of stock'
              : product.stock <= 10
                ? `Only ${product.stock} left`
                : 'In stock'}
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-qty`}>Quantity</Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Decrease quantity"
              onClick={() => set(quantity - 1)}
              disabled={quantity <= 1}
            >
              <MinusIcon aria-hidden />
            </Button>
            <Input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              onChange={(e) => set(e.currentTarget.valueAsNumber)}
              className="w-20 text-center"
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Increase quantity"
              onClick={() => set(quantity + 1)}
              disabled={quantity >= max}
            >
              <PlusIcon aria-hidden />
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            disabled={soldOut}
            onClick={() => {
              addItem(
                {
                  id: product.id,
                  title: product.title,
                  price: product.pricePaise / 100,
                  ...(product.images[0] ? { image: product.images[0] } : {}),
                },
                quantity,
              );
              setAdded(true);
            }}
          >
            <ShoppingCartIcon aria-hidden />
            Add to cart
          </Button>
          <WishlistButton
            target={{ type: 'product', id: String(product.id), title: product.title }}
          />
          {inCart > 0 && (
            <Link
              to="/checkout"
              className="inline-flex h-10 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent"
            >
              Go to checkout
            </Link>
          )}
        </div>
        <p
          role="status"
          className="flex items-center gap-1 text-sm text-green-700 dark:text-green-400"
        >
          {added && inCart > 0 ? (
            <>
              <CheckIcon className="size-4" aria-hidden />
              Added — {inCart} in your cart
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
