/**
 * The sale badge of a card and the buy box: "-15%" (rounded down), or "Sale" when the discount is
 * under 1%. The figure is shown left to right in Arabic too ("-15%", not "15%-"); screen readers
 * hear "15% off" instead of "minus 15 percent".
 */
import type { Fils } from '../../domain/catalogue';
import { discountPercent } from '../../domain/discount';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages';

interface Props {
  price: Fils;
  salePrice: Fils | null;
  className: string;
  t: Pick<Messages['card'], 'sale' | 'discount' | 'discountLabel'>;
}

export function SaleBadge({ price, salePrice, className, t }: Props) {
  if (salePrice === null || salePrice >= price) return null;
  const percent = discountPercent(price, salePrice);
  return (
    <span className={className} data-sale-badge>
      {percent === null ? (
        t.sale
      ) : (
        <>
          <span aria-hidden="true" dir="ltr">{fill(t.discount, { percent })}</span>
          <span className="sr-only">{fill(t.discountLabel, { percent })}</span>
        </>
      )}
    </span>
  );
}
