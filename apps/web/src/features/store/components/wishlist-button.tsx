import { HeartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useWishlist, type WishlistTarget } from '../api/wishlist';

/** Adds the item to the member's wishlist, or removes it (a toggle button). */
export function WishlistButton({ target }: { target: WishlistTarget }) {
  const { saved, isLoading, toggle } = useWishlist(target);
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={saved}
      disabled={isLoading || toggle.isPending}
      onClick={() => toggle.mutate(!saved)}
    >
      <HeartIcon aria-hidden className={cn(saved && 'fill-current text-red-600')} />
      {saved ? 'In your wishlist' : 'Add to wishlist'}
    </Button>
  );
}
