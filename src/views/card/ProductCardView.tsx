/**
 * A product card. The listing island draws it in the browser, and pre-rendered pages render it to
 * static HTML through src/components/listing/ProductGrid.astro, so there is one card markup. Its
 * Add to Cart and heart buttons carry no handlers: src/browser/card/card-actions.ts answers them
 * for every card, wherever it was drawn, from the card's `data-card`.
 */
import type { CardData } from '../../domain/card/data-files';
import { shopUrls } from '../../domain/urls';
import { productName } from '../../i18n/catalogue-names';
import { fill } from '../../i18n/format';
import { isPlaceholder, smallestSrc } from '../../domain/picture';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { toSavedCard } from '../../domain/card/saved-card';
import { Icon } from '../Icon';
import { heartButtonClass } from './heart';
import { PriceTag, SaleBadge } from './PriceTag';
import { CompareToggle } from './CompareToggle';
import { NoPicture } from './NoPicture';
import { pictureSizes } from '../picture-sizes';
import { cardRating, ratingStarsId } from './rating';

interface Props {
  product: CardData;
  eager?: boolean;
  /**
   * The first card of a page that loads its pictures at once: its picture is the page's largest
   * paint. Fetched at high priority, it no longer waits behind the page's other pictures (issue
   * 39).
   */
  first?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The shop's VAT setting (PRICES_INCLUDE_VAT). */
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['card'];
}

export default function ProductCardView({
  product,
  eager = false,
  first = false,
  headingLevel: Heading = 'h3',
  pricesIncludeVat,
  locale,
  t,
}: Props) {
  const { picture } = product;
  const urls = shopUrls(locale);
  const name = productName(product, locale);
  return (
    <article
      className="group product-card"
      data-product-card
      data-product-id={product.id}
      data-card={JSON.stringify(toSavedCard(product))}
    >
      <div className="relative aspect-square bg-white">
        {isPlaceholder(picture) ? (
          <NoPicture text={t.noPicture} label={t.noPictureLabel} className="size-full p-3" />
        ) : (
          <img
            src={picture.src}
            srcSet={picture.srcset || undefined}
            sizes={pictureSizes.card}
            width={picture.width}
            height={picture.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            // A card on the first screen is decoded for the first paint; decoded apart, it waited
            // for the next frame, after the islands had hydrated (LCP's "element render delay").
            decoding={eager ? undefined : 'async'}
            className="size-full object-contain p-3"
          />
        )}
        <SaleBadge
          price={product.price}
          salePrice={product.salePrice}
          className="absolute start-2 top-2 rounded bg-accent-600 px-2 py-0.5 text-xs font-bold text-white"
          t={t}
        />
        {/* Always drawn, hidden while in stock: the page's live check may show it. */}
        <span
          data-card-sold-out
          hidden={product.inStock}
          className="absolute end-2 top-2 rounded bg-gray-700 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {t.outOfStock}
        </span>
        <CompareToggle
          item={{
            id: product.id,
            slug: product.slug,
            name: productName(product, locale),
            image: picture.srcset ? smallestSrc(picture) : null,
          }}
          label={t.compare}
          look="card"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.brand && <p className="card-brand">{product.brand}</p>}
        {/* The heading sets the direction, not the link: a clamped box lays out an inline
            isolate's lines in the page's direction. */}
        <Heading dir="auto" className="card-name">
          <a
            href={urls.product(product.slug)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {name}
          </a>
        </Heading>
        <p className="card-rating">
          {/* Mirrored right to left, where the stars fill from the right. */}
          <svg width="70" height="14" aria-hidden="true" className="rtl:-scale-x-100">
            <use href={`#${ratingStarsId}`} />
          </svg>
          <span className="sr-only">{fill(t.rated, { rating: cardRating })}</span>{' '}
          <span>{t.reviews}</span>
        </p>
        <div className="mt-auto pt-1">
          <PriceTag
            price={product.price}
            salePrice={product.salePrice}
            vatPercent={product.vatPercent}
            pricesIncludeVat={pricesIncludeVat}
            size="md"
            locale={locale}
            t={t}
          />
        </div>
        {/* Above the title link's overlay, so these are buttons of their own and not part of the link. */}
        <div className="relative z-10 flex items-center gap-2 pt-1">
          <button
            type="button"
            data-card-action="add"
            disabled={!product.inStock}
            className="btn btn-accent card-add"
          >
            {product.inStock ? t.addToCart : t.outOfStock}
          </button>
          <button
            type="button"
            data-card-action="wish"
            aria-pressed="false"
            aria-label={fill(t.saveToWishlist, { name })}
            className={heartButtonClass}
          >
            <Icon name="heart" size={22} />
          </button>
        </div>
      </div>
    </article>
  );
}
