/**
 * A product card. The listing island draws it in the browser, and pre-rendered pages render it to
 * static HTML through src/components/product/ProductGrid.astro, so there is one card markup.
 */
import type { CardData } from '../../data-format/data-files';
import { shopUrls } from '../../domain/urls';
import { productName } from '../../i18n/catalogue-names';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { PriceTag, SaleBadge } from './PriceTag';

const stars = [1, 2, 3, 4, 5];
/** Cards show a fixed rating of 4 with 0 reviews (SPEC section 3). */
const rating = 4;

interface Props {
  product: CardData;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The shop's VAT setting (PRICES_INCLUDE_VAT). */
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['card'];
}

export default function ProductCardView({ product, eager = false, headingLevel: Heading = 'h3', pricesIncludeVat, locale, t }: Props) {
  const { picture } = product;
  const urls = shopUrls(locale);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-product-card
      data-product-id={product.id}
    >
      <div className="relative aspect-square bg-white">
        <img
          src={picture.src}
          srcSet={picture.srcset || undefined}
          sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw"
          width={picture.width}
          height={picture.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-contain p-3"
        />
        <SaleBadge price={product.price} salePrice={product.salePrice} className="absolute start-2 top-2 rounded bg-accent-600 px-2 py-0.5 text-xs font-bold text-white" t={t} />
        {!product.inStock && (
          <span className="absolute end-2 top-2 rounded bg-gray-700 px-2 py-0.5 text-xs font-semibold text-white">{t.outOfStock}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.brand && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{product.brand}</p>}
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-ink">
          <a href={urls.product(product.slug)} dir="auto" className="after:absolute after:inset-0 hover:text-brand-700">
            {productName(product, locale)}
          </a>
        </Heading>
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          <span className="flex" aria-hidden="true">
            {stars.map((s) => (
              <svg key={s} viewBox="0 0 20 20" width="14" height="14" className={s <= rating ? 'fill-amber-500' : 'fill-gray-300'}>
                <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
              </svg>
            ))}
          </span>
          <span className="sr-only">{fill(t.rated, { rating })}</span> <span>{t.reviews}</span>
        </p>
        <div className="mt-auto pt-1">
          <PriceTag price={product.price} salePrice={product.salePrice} vatPercent={product.vatPercent} pricesIncludeVat={pricesIncludeVat} size="md" locale={locale} t={t} />
        </div>
      </div>
    </article>
  );
}
