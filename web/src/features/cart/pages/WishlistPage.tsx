import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { errorText } from '../../../api/client';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useEmptyListImages } from '../../../shared/cart/cart-images';
import { useDeleteCartItem } from '../../../shared/cart/delete-cart-item';
import { useCart } from '../../../shared/cart/get-cart';
import { useMoveAllToCart } from '../../../shared/cart/move-all-to-cart';
import { useMoveToCart } from '../../../shared/cart/move-to-cart';
import { useCartAlert } from '../../../shared/cart/use-cart-alert';
import { buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { addedToCartText, notify } from '../../../ui/toast';
import { LinesSkeleton } from '../components/CartSkeleton';
import { PullIndicator } from '../components/PullIndicator';
import { WishlistItem } from '../components/WishlistItem';
import { usePullToRefresh } from '../use-pull-to-refresh';

/** /wishlist, /tabs/wishlist and /my-profile/wishlist: 'Favorite List'. */
export function WishlistPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Favorite List', back: pathname.startsWith('/my-profile') });
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useCart();
  const images = useEmptyListImages();
  const alerts = useCartAlert();
  const move = useMoveToCart();
  const moveAll = useMoveAllToCart();
  const remove = useDeleteCartItem();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const { pull, refreshing } = usePullToRefresh(refetch, !desktop);
  const items = data?.wishlist.items ?? [];

  const run = async (line: string, change: () => Promise<unknown>) => {
    setBusyLine(line);
    try {
      await change();
    } catch (err) {
      await alerts.inform(errorText(err));
    } finally {
      setBusyLine(null);
    }
  };

  const moveAllToCart = async () => {
    if (moveAll.isPending) return;
    try {
      const res = await moveAll.mutateAsync();
      if (res.status === 'failed') await alerts.inform(res.message);
      else notify('All items moved to cart');
    } catch (err) {
      await alerts.inform(errorText(err));
    }
  };

  let body;
  if (isPending) body = <LinesSkeleton label="Loading your wishlist" />;
  else if (error && !data) body = <ErrorState error={error} onRetry={() => void refetch()} title="We could not load your wishlist" />;
  else if (!items.length)
    body = (
      <EmptyState title="No Wishlist Items!" text="Sorry, your wishlist is empty!" image={images.wishlist}>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
          <Heart aria-hidden="true" className="size-4" /> Find something you like
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="mb-3 flex items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </p>
          <button
            type="button"
            onClick={() => void moveAllToCart()}
            aria-disabled={moveAll.isPending || undefined}
            className={buttonClass('secondary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-70')}
          >
            Move All To Cart
          </button>
        </div>
        <section aria-labelledby="wish-items-h" className="rounded-2xl border border-line bg-white px-4">
          <h2 id="wish-items-h" className="sr-only">
            Items in your wishlist
          </h2>
          <ul className="divide-y divide-line">
            {items.map((line, i) => (
              <WishlistItem
                key={line.name}
                line={line}
                eager={i < 4}
                busy={busyLine === line.name}
                onMove={() =>
                  void run(line.name, async () => {
                    await move.mutateAsync(line.name);
                    notify(addedToCartText(line.product_name));
                  })
                }
                onRemove={() => void run(line.name, () => remove.mutateAsync(line.name))}
              />
            ))}
          </ul>
        </section>
      </>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-4 md:px-6 md:py-8">
      <PullIndicator pull={pull} refreshing={refreshing} />
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">Favorite List</h1>
      {body}
      {alerts.element}
    </div>
  );
}
