/**
 * The wishlist page. The list lives in the browser, so nothing is drawn from it until mounted: the
 * server renders the heading and a loading line in a frame at least a screen tall. Once mounted,
 * the shop's live route is asked for the current price and stock of every saved product; until it
 * answers (or when it cannot), the figures saved with the product are shown and said to be
 * unconfirmed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { LiveOffer } from '../domain/live/live-offer';
import type { SavedCard } from '../domain/card/saved-card';
import { shopUrls } from '../domain/urls';
import { wishOffer, type WishOffer } from '../domain/wishlist';
import { productName } from '../i18n/catalogue-names';
import { fill, plural } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { PriceTag } from '../views/card/PriceTag';
import { Icon } from '../views/Icon';
import { $cart, addItem } from '../stores/cart';
import { notify } from '../stores/toasts';
import { $wishlist, removeWish } from '../stores/wishlist';
import { CartImage } from './cart/CartImage';
import { fetchLiveOffers } from '../browser/live/live-offers';
import { cartImage, cartProductOfSaved } from '../browser/cart/saved-to-cart';
import { useMounted } from '../browser/use-mounted';
import EmptyState from '../views/EmptyState';

type LiveAnswers = ReadonlyMap<number, LiveOffer | 'gone'>;

interface Props {
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['wishlist'];
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
}

/** Asks once for every saved product not asked about yet; `failed` says the last ask went wrong. */
function useLiveAnswers(list: readonly SavedCard[], enabled: boolean) {
  const [answers, setAnswers] = useState<LiveAnswers>(new Map());
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  const ids = list.map((card) => card.id).join(',');
  useEffect(() => {
    const wanted =
      ids === ''
        ? []
        : ids
            .split(',')
            .map(Number)
            .filter((id) => !asked.current.has(id));
    if (!enabled || wanted.length === 0) return;
    for (const id of wanted) asked.current.add(id);
    // Not aborted when the list changes: a product removed meanwhile just has an answer nobody
    // shows.
    fetchLiveOffers(wanted)
      .then((live) => {
        setAnswers(
          (known) =>
            new Map([
              ...known,
              ...live.offers.map((o) => [o.id, o] as const),
              ...live.unavailable.map((id) => [id, 'gone'] as const),
            ]),
        );
        setFailed(live.failed.length > 0);
      })
      .catch(() => {
        setFailed(true);
        for (const id of wanted) asked.current.delete(id);
      });
  }, [enabled, ids]);
  return { answers, failed };
}

export default function WishlistView({ pricesIncludeVat, locale, t, priceT }: Props) {
  const urls = shopUrls(locale);
  const mounted = useMounted();
  const list = useStore($wishlist);
  const heading = useRef<HTMLHeadingElement>(null);
  const { answers, failed } = useLiveAnswers(list, mounted);
  const shown = mounted ? list : [];
  const unconfirmed = shown.some((card) => !answers.has(card.id));

  function forget(card: SavedCard) {
    removeWish(card.id);
    // The pressed button goes with its row: focus goes back to the top of the list.
    heading.current?.focus();
  }

  /** At the figures shown, which are the live ones once the shop answered. */
  function moveToCart(card: SavedCard, { price, salePrice, vatPercent, quantity }: WishOffer) {
    const product = cartProductOfSaved(
      { ...card, price, salePrice, vatPercent },
      locale,
      $cart.get().find((line) => line.id === card.id),
    );
    addItem({ ...product, quantity_available: quantity ?? product.quantity_available }, 1);
    notify({ title: t.moved, description: product.name });
    forget(card);
  }

  return (
    <section
      aria-labelledby="wishlist-heading"
      className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h1
        id="wishlist-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-2xl font-bold text-ink outline-none"
      >
        {t.title}{' '}
        {/* Rendered empty before mount: its smaller text sets the line's height, which must not change. */}
        <span className="text-base font-medium text-ink-muted">
          {mounted ? plural(t.items, list.length, locale) : '\u00a0'}
        </span>
      </h1>
      {!mounted && <p className="py-8 text-ink-muted">{t.loading}</p>}
      {mounted && list.length === 0 && (
        <EmptyState
          title={t.empty}
          heading="h2"
          text={t.emptyText}
          action={{ href: urls.products, label: t.browse }}
        />
      )}
      <p
        role="status"
        className="text-xs text-ink-muted"
        data-live-state={failed ? 'unconfirmed' : unconfirmed ? 'checking' : 'answered'}
      >
        {shown.length > 0 && unconfirmed ? (failed ? t.unconfirmed : t.checking) : ''}
      </p>
      <ul className="divide-y divide-gray-100">
        {shown.map((card) => {
          const name = productName(card, locale);
          const offer = wishOffer(card, answers.get(card.id));
          return (
            <li
              key={card.id}
              className="flex flex-wrap items-center gap-4 py-4"
              data-wishlist-item={card.id}
            >
              <CartImage src={cartImage(card.picture)} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {card.brand && (
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {card.brand}
                  </p>
                )}
                <h2 className="font-semibold text-ink">
                  <a
                    href={urls.product(card.slug)}
                    dir="auto"
                    className="hover:text-brand-700 hover:underline"
                  >
                    {name}
                  </a>
                </h2>
                <PriceTag
                  price={offer.price}
                  salePrice={offer.salePrice}
                  vatPercent={offer.vatPercent}
                  pricesIncludeVat={pricesIncludeVat}
                  size="sm"
                  locale={locale}
                  t={priceT}
                />
                <p
                  className={`text-sm font-semibold ${offer.inStock ? 'text-success' : 'text-danger'}`}
                  data-stock-status={offer.inStock ? 'in' : 'out'}
                >
                  {offer.inStock ? t.inStock : t.outOfStock}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  disabled={!offer.inStock}
                  onClick={() => moveToCart(card, offer)}
                  className={[
                    'btn btn-accent min-h-11 disabled:cursor-not-allowed disabled:bg-gray-200',
                    'disabled:text-ink-muted',
                  ].join(' ')}
                >
                  {t.moveToCart}
                </button>
                <button
                  type="button"
                  aria-label={fill(t.remove, { name })}
                  onClick={() => forget(card)}
                  className="icon-button text-ink-muted hover:text-danger"
                >
                  <Icon name="close" size={20} />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
