import type { TProductDetails } from '@larder/contract/catalog';
import type { ReactNode } from 'react';
import { assetUrl } from '../../../api/client';

/** The head of a page about one product: its thumbnail beside the page's heading (`children`). */
export function ProductThumbHeading({ product, children }: { product: TProductDetails; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {product.product_thumb && (
        <img
          src={assetUrl(product.product_thumb)}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover"
        />
      )}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
