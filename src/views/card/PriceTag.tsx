/**
 * A price as a shopper sees it, wherever one is shown (cards, the buy box, cart lines): the price
 * paid, and the list price struck through while on sale, both gross or net of VAT by the shop's
 * setting. Prices come in VAT-inclusive; `shownPrice` alone decides what is displayed.
 */
import type { Fils } from '../../domain/catalogue';
import { discountPercent } from '../../domain/card/discount';
import { shownPrice } from '../../domain/vat';
import { fill, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { priceTagStyles as sizes } from './price-tag-styles';

interface Props {
  /** VAT-inclusive list price. */
  price: Fils;
  /** VAT-inclusive sale price; shown only while below `price`. */
  salePrice: Fils | null;
  vatPercent: number;
  pricesIncludeVat: boolean;
  size: keyof typeof sizes;
  locale: Locale;
  t: Pick<Messages['card'], 'salePrice' | 'was'>;
}

export function PriceTag({
  price,
  salePrice,
  vatPercent,
  pricesIncludeVat,
  size,
  locale,
  t,
}: Props) {
  const style = sizes[size];
  const shown = (gross: Fils) =>
    formatMoney(shownPrice(gross, vatPercent, pricesIncludeVat), locale);
  return (
    <p className={style.box} data-price>
      {salePrice !== null && salePrice < price ? (
        <>
          <span className={style.sale} data-current-price>
            <span className="sr-only">{t.salePrice}</span>
            {shown(salePrice)}
          </span>{' '}
          <s className={style.list} data-list-price>
            <span className="sr-only">{t.was}</span>
            {shown(price)}
          </s>
        </>
      ) : (
        <span className={style.current} data-current-price>
          {shown(price)}
        </span>
      )}
    </p>
  );
}

/**
 * The sale badge of a card and the buy box: "-15%" (rounded down), or "Sale" when the discount is
 * under 1%. The figure is shown left to right in Arabic too ("-15%", not "15%-"); screen readers
 * hear "15% off" instead of "minus 15 percent". Beside PriceTag, so pages load no module of its
 * own.
 */
interface SaleBadgeProps {
  price: Fils;
  salePrice: Fils | null;
  className: string;
  t: Pick<Messages['card'], 'sale' | 'discount' | 'discountLabel'>;
}

export function SaleBadge({ price, salePrice, className, t }: SaleBadgeProps) {
  if (salePrice === null || salePrice >= price) return null;
  const percent = discountPercent(price, salePrice);
  return (
    <span className={className} data-sale-badge>
      {percent === null ? (
        t.sale
      ) : (
        <>
          <span aria-hidden="true" dir="ltr">
            {fill(t.discount, { percent })}
          </span>
          <span className="sr-only">{fill(t.discountLabel, { percent })}</span>
        </>
      )}
    </span>
  );
}
