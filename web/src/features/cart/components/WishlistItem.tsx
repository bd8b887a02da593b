import type { TCartLine } from '@larder/contract/cart';
import { packSizeLabel } from '@larder/contract/unit-price';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { LineImage } from '../../../shared/cart/LineImage';
import { buttonClass } from '../../../ui/button';
import { NO_STOCK_LABEL } from './CartLineItem';
import { UnitPrice } from '../../../ui/unit-price';
import { Estimate, WeighedLabel } from '../../../ui/weighed';

/** One wishlist item: picture, name, price, options, note, add-to-cart (move) and remove. */
export function WishlistItem({
  line,
  busy,
  onMove,
  onRemove,
  eager,
}: {
  line: TCartLine;
  busy: boolean;
  onMove: () => void;
  onRemove: () => void;
  eager: boolean;
}) {
  return (
    <li className="flex gap-3 py-4" data-testid="wishlist-line">
      <Link to={`/pr/${line.route}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LineImage src={line.image} size={80} eager={eager} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-sm leading-snug font-semibold md:text-base">
          <Link to={`/pr/${line.route}`} className="hover:text-brand-700 hover:underline">
            {line.product_name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {line.sold_by_weight ? (
            <Estimate amount={line.price} spoken="Estimated price" className="font-bold tabular-nums" />
          ) : (
            <span className="font-bold tabular-nums">{formatPrice(line.price)}</span>
          )}
          {line.old_price !== null && line.old_price > line.price && (
            <span className="text-xs text-muted line-through">
              <span className="sr-only">was </span>
              {formatPrice(line.old_price)}
            </span>
          )}
          {line.sold_by_weight ? (
            <WeighedLabel value={line.sold_by_weight} />
          ) : (
            <>
              <span className="text-xs text-muted">{line.attribute_description || packSizeLabel(line.unit)}</span>
              <UnitPrice value={line.unit_price} />
            </>
          )}
        </p>
        {line.note && <p className="text-xs text-muted italic">Note: {line.note}</p>}
        {!line.in_stock && <p className="text-xs font-semibold text-red-700">{NO_STOCK_LABEL}</p>}
        <div className="mt-1 flex items-center gap-2">
          <button
            type="button"
            onClick={() => !busy && onMove()}
            aria-disabled={busy || undefined}
            aria-label={`Add ${line.product_name} to cart`}
            className={buttonClass('primary', 'sm', 'aria-disabled:cursor-wait aria-disabled:opacity-70')}
          >
            <ShoppingCart aria-hidden="true" className="size-4" /> Add to cart
          </button>
          <button
            type="button"
            onClick={() => !busy && onRemove()}
            aria-label={`Remove ${line.product_name} from wishlist`}
            className="grid size-9 place-items-center rounded-full text-muted hover:bg-stone-100 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
