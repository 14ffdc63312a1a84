/**
 * The /compare page: the chosen products side by side, one column each, with their price, stock
 * and Add To Cart, then their key information with rows of the same name aligned and rows that
 * differ highlighted (and said to differ, for screen readers). Records come from the build's compare
 * files, price and stock from the shop's live route. On a phone the columns scroll sideways while
 * the row names stay.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { decodePicture } from '../../data-format/data-files';
import type { CompareRecord } from '../../data-format/compare-files';
import { alignSpecs } from '../../domain/compare-table';
import type { LiveOffer } from '../../domain/live-offer';
import { cartProductAt } from '../../domain/quick-add';
import { shopUrls } from '../../domain/urls';
import { productName } from '../../i18n/catalogue-names';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { smallestSrc } from '../../images/picture';
import { $compare, removeCompared } from '../../stores/compare';
import { Icon } from '../../components/Icon';
import { PriceTag } from '../../components/product/PriceTag';
import { addToCart } from '../lib/add-to-cart';
import { cartImage } from '../lib/saved-to-cart';
import { fetchLiveOffers } from '../lib/live-offers';
import { useMounted } from '../useMounted';
import EmptyState from '../../components/EmptyState';
import { loadCompareRecords } from './compare-client';
import { isAvailable } from '../../domain/stock';

export const compareViewKeys = [
  'remove',
  'removed',
  'empty',
  'emptyHint',
  'browse',
  'addMore',
  'loading',
  'failed',
  'retry',
  'gone',
  'caption',
  'rowNames',
  'price',
  'availability',
  'noLongerSold',
  'notGiven',
  'differs',
  'onlyDifferences',
] as const;
export const compareProductKeys = ['inStock', 'outOfStock', 'addToCart', 'added', 'addedLine'] as const;

interface Props {
  indexUrl: string;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Pick<Messages['compare'], (typeof compareViewKeys)[number]>;
  productT: Pick<Messages['product'], (typeof compareProductKeys)[number]>;
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; records: ReadonlyMap<number, CompareRecord> };

/** Live figures: offers by id, and the products the shop no longer sells. */
interface Live {
  offers: ReadonlyMap<number, LiveOffer>;
  gone: ReadonlySet<number>;
}

const stickyCell = 'sticky start-0 z-10 w-32 min-w-32 border-e border-gray-200 px-3 py-2 text-start align-top font-medium sm:w-48 sm:min-w-48';
const columnCell = 'w-44 min-w-44 px-3 py-2 align-top sm:w-60 sm:min-w-60';

export default function CompareView({ indexUrl, pricesIncludeVat, locale, t, productT, priceT }: Props) {
  const mounted = useMounted();
  const items = useStore($compare);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState<Live>({ offers: new Map(), gone: new Set() });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const urls = shopUrls(locale);

  const ids = mounted ? items.map((item) => item.id).join(',') : '';
  useEffect(() => {
    if (ids === '') return;
    const wanted = ids.split(',').map(Number);
    let current = true;
    setLoad((known) => (known.state === 'loaded' && wanted.every((id) => known.records.has(id)) ? known : { state: 'loading' }));
    loadCompareRecords(indexUrl, wanted).then(
      (records) => {
        if (!current) return;
        setLoad({ state: 'loaded', records });
        // Chosen on a page of an earlier build: the product is no longer published.
        const gone = $compare.get().filter((item) => !records.has(item.id));
        for (const item of gone) removeCompared(item.id);
        if (gone.length > 0) setAnnouncement(gone.map((item) => fill(t.gone, { name: item.name })).join(' '));
      },
      () => current && setLoad({ state: 'failed' }),
    );
    const controller = new AbortController();
    fetchLiveOffers(wanted, controller.signal).then(
      (answer) => current && setLive({ offers: new Map(answer.offers.map((o) => [o.id, o])), gone: new Set(answer.unavailable) }),
      // The built figures stay: the cart and checkout check again before anything is ordered.
      () => undefined,
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [ids, attempt, indexUrl, t]);

  if (!mounted) return <p className="py-8 text-ink-muted">{t.loading}</p>;
  const status = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
  if (items.length === 0) {
    return (
      <>
        <EmptyState title={t.empty} heading="h2" text={t.emptyHint} action={{ href: urls.products, label: t.browse }} />
        {status}
      </>
    );
  }
  if (load.state !== 'loaded') {
    return (
      <div className="py-8">
        {load.state === 'loading' ? (
          <p className="text-ink-muted">{t.loading}</p>
        ) : (
          <p className="flex flex-wrap items-center gap-3 text-danger">
            {t.failed}
            <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </button>
          </p>
        )}
        {status}
      </div>
    );
  }

  const columns = items.flatMap((item) => load.records.get(item.id) ?? []);
  const sections = alignSpecs(columns.map((record) => record.specs))
    .map((section) => ({ ...section, rows: onlyDifferences ? section.rows.filter((row) => row.differs) : section.rows }))
    .filter((section) => section.rows.length > 0);

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {columns.length < 2 && <p className="text-ink-muted">{t.addMore}</p>}
        <label className="ms-auto flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-5 accent-brand-700" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          {t.onlyDifferences}
        </label>
      </div>
      {/* Focusable, so a keyboard can scroll the columns; labelled by the table's caption. */}
      <div ref={scroller} className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white" role="region" aria-labelledby="compare-caption" tabIndex={0} data-compare-scroller>
        <table className="border-collapse text-sm" data-compare-table>
          <caption id="compare-caption" className="sr-only">
            {t.caption}
          </caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className={`${stickyCell} bg-white align-bottom text-ink-muted`}>
                {t.rowNames}
              </th>
              {columns.map((record) => {
                const name = productName(record, locale);
                const picture = decodePicture(record.picture);
                return (
                  <th key={record.id} scope="col" className={`${columnCell} text-start font-normal`} data-compare-column={record.id}>
                    <div className="flex flex-col gap-2">
                      <div className="flex items-start justify-between gap-2">
                        <img src={picture.srcset ? smallestSrc(picture) : picture.src} alt="" width={96} height={96} className="size-24 rounded-md object-contain" />
                        <button
                          type="button"
                          aria-label={fill(t.remove, { name })}
                          className="icon-button shrink-0 text-ink-muted hover:text-danger"
                          onClick={() => {
                            removeCompared(record.id);
                            setAnnouncement(fill(t.removed, { name }));
                            scroller.current?.focus();
                          }}
                        >
                          <Icon name="close" size={18} />
                        </button>
                      </div>
                      {record.brand && <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{record.brand}</span>}
                      <a href={urls.product(record.slug)} dir="auto" className="font-semibold text-ink hover:text-brand-700">
                        {name}
                      </a>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-gray-100">
              <th scope="row" className={`${stickyCell} bg-white text-ink-muted`}>
                {t.price}
              </th>
              {columns.map((record) => {
                const offer = live.offers.get(record.id) ?? record;
                return (
                  <td key={record.id} className={columnCell} data-compare-price={record.id}>
                    <PriceTag price={offer.price} salePrice={offer.salePrice} vatPercent={offer.vatPercent} pricesIncludeVat={pricesIncludeVat} size="md" locale={locale} t={priceT} />
                  </td>
                );
              })}
            </tr>
            <tr className="border-b border-gray-100">
              <th scope="row" className={`${stickyCell} bg-white text-ink-muted`}>
                {t.availability}
              </th>
              {columns.map((record) => {
                const gone = live.gone.has(record.id);
                const quantity = gone ? 0 : (live.offers.get(record.id) ?? record).quantity;
                const inStock = isAvailable(quantity);
                return (
                  <td key={record.id} className={`${columnCell} font-semibold ${inStock ? 'text-success' : 'text-danger'}`} data-compare-stock={inStock ? 'in' : 'out'}>
                    {gone ? t.noLongerSold : inStock ? productT.inStock : productT.outOfStock}
                    {inStock && (
                      <>
                        {' '}
                        <span className="font-normal text-ink-muted">({quantity})</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
            <tr className="border-b border-gray-200">
              <td className={`${stickyCell} bg-white`} />
              {columns.map((record) => {
                const offer = live.offers.get(record.id) ?? record;
                const name = productName(record, locale);
                const inStock = !live.gone.has(record.id) && isAvailable(offer.quantity);
                return (
                  <td key={record.id} className={columnCell}>
                    {inStock ? (
                      <button
                        type="button"
                        className="btn btn-accent min-h-11 w-full"
                        aria-label={`${productT.addToCart}: ${name}`}
                        onClick={() => {
                          const image = cartImage(record.picture);
                          addToCart(cartProductAt({ id: record.id, slug: record.slug, name, code: record.code, image, brand: record.brand, bxgy: record.bxgy ?? undefined }, offer), 1, productT);
                        }}
                      >
                        {productT.addToCart}
                      </button>
                    ) : (
                      <p className="rounded-md bg-gray-100 px-3 py-2 text-center font-semibold text-ink-muted">{productT.outOfStock}</p>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
          {sections.map((section, s) => (
            <tbody key={s}>
              {/*
                The section's name heads its rows (a row-group header in the first column): a header
                spanning the columns would be a second level of column headers, which scope cannot
                express (HTML_CodeSniffer H43).
              */}
              {section.heading && (
                <tr className="bg-brand-50">
                  <th scope="rowgroup" className={`${stickyCell} bg-brand-50 text-start font-semibold text-brand-900`}>
                    {section.heading}
                  </th>
                  <td colSpan={columns.length} />
                </tr>
              )}
              {section.rows.map((row, r) => (
                <tr key={r} className={`border-b border-gray-100 ${row.differs ? 'bg-amber-50' : ''}`} data-compare-row={row.label} data-differs={row.differs}>
                  <th scope="row" className={`${stickyCell} ${row.differs ? 'border-s-4 border-s-amber-500 bg-amber-50' : 'bg-white'} text-ink-muted`}>
                    {row.label}
                    {row.differs && <span className="sr-only"> ({t.differs})</span>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={columns[i]?.id} className={`${columnCell} text-ink`}>
                      {value ?? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t.notGiven}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {status}
    </div>
  );
}
