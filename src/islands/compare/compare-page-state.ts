/**
 * The state of the /compare page (CompareView.tsx): the chosen products' records from the build's
 * compare files, their live price and stock, the columns and aligned rows these make, and what
 * removing a product or adding one to the cart does. What is said about it goes to a live region.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CompareItem } from '../../domain/compare/compare';
import { decodePicture } from '../../domain/card/data-files';
import type { CompareRecord } from '../../domain/compare/compare-files';
import { alignSpecs, type CompareSection } from '../../domain/compare/compare-table';
import type { LiveOffer } from '../../domain/live/live-offer';
import { cartProductAt } from '../../domain/cart/quick-add';
import { isAvailable } from '../../domain/stock';
import { productName } from '../../i18n/catalogue-names';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { smallestSrc } from '../../domain/picture';
import { $compare, removeCompared } from '../../stores/compare';
import { addToCart } from '../../browser/cart/add-to-cart';
import { fetchLiveOffers } from '../../browser/live/live-offers';
import { cartImage } from '../../browser/cart/saved-to-cart';
import { useMounted } from '../../browser/use-mounted';
import { loadCompareRecords } from '../../browser/compare/compare-client';

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
export const compareProductKeys = [
  'inStock',
  'outOfStock',
  'addToCart',
  'added',
  'addedLine',
] as const;

export type CompareWords = Pick<Messages['compare'], (typeof compareViewKeys)[number]>;
export type CompareProductWords = Pick<Messages['product'], (typeof compareProductKeys)[number]>;

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; records: ReadonlyMap<number, CompareRecord> };

/** Live figures: offers by id, and the products the shop no longer sells. */
interface Live {
  offers: ReadonlyMap<number, LiveOffer>;
  gone: ReadonlySet<number>;
}

/**
 * A product's column: its record, and what the page shows of it in the page's language and by the
 * live figures.
 */
export interface CompareColumn {
  record: CompareRecord;
  name: string;
  /** The column's picture: the smallest the build made. */
  image: string;
  /** The live price and stock, else the built ones. */
  offer: Pick<LiveOffer, 'price' | 'salePrice' | 'vatPercent' | 'quantity'>;
  /** The shop no longer sells it. */
  gone: boolean;
  inStock: boolean;
}

function toColumns(
  items: readonly CompareItem[],
  records: ReadonlyMap<number, CompareRecord>,
  live: Live,
  locale: Locale,
): CompareColumn[] {
  return items.flatMap((item) => {
    const record = records.get(item.id);
    if (!record) return [];
    const picture = decodePicture(record.picture);
    const offer = live.offers.get(record.id) ?? record;
    const gone = live.gone.has(record.id);
    return [
      {
        record,
        name: productName(record, locale),
        image: picture.srcset ? smallestSrc(picture) : picture.src,
        offer,
        gone,
        inStock: !gone && isAvailable(offer.quantity),
      },
    ];
  });
}

/**
 * The rows of key information, aligned by name; with `onlyDifferences`, the differing ones only.
 */
function shownSections(
  columns: readonly CompareColumn[],
  onlyDifferences: boolean,
): CompareSection[] {
  return alignSpecs(columns.map((column) => column.record.specs))
    .map((section) => ({
      ...section,
      rows: onlyDifferences ? section.rows.filter((row) => row.differs) : section.rows,
    }))
    .filter((section) => section.rows.length > 0);
}

interface Options {
  indexUrl: string;
  locale: Locale;
  t: CompareWords;
  productT: CompareProductWords;
}

export function useComparePage({ indexUrl, locale, t, productT }: Options) {
  const mounted = useMounted();
  const items = useStore($compare);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState<Live>({ offers: new Map(), gone: new Set() });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const scrollerRef = useRef<HTMLDivElement>(null);

  const ids = mounted ? items.map((item) => item.id).join(',') : '';
  useEffect(() => {
    if (ids === '') return;
    const wanted = ids.split(',').map(Number);
    let current = true;
    setLoad((known) =>
      known.state === 'loaded' && wanted.every((id) => known.records.has(id))
        ? known
        : { state: 'loading' },
    );
    loadCompareRecords(indexUrl, wanted).then(
      (records) => {
        if (!current) return;
        setLoad({ state: 'loaded', records });
        // Chosen on a page of an earlier build: the product is no longer published.
        const gone = $compare.get().filter((item) => !records.has(item.id));
        for (const item of gone) removeCompared(item.id);
        if (gone.length > 0)
          setAnnouncement(gone.map((item) => fill(t.gone, { name: item.name })).join(' '));
      },
      () => current && setLoad({ state: 'failed' }),
    );
    const controller = new AbortController();
    fetchLiveOffers(wanted, controller.signal).then(
      (answer) =>
        current &&
        setLive({
          offers: new Map(answer.offers.map((o) => [o.id, o])),
          gone: new Set(answer.unavailable),
        }),
      // The built figures stay: the cart and checkout check again before anything is ordered.
      () => undefined,
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [ids, attempt, indexUrl, t]);

  const columns = load.state === 'loaded' ? toColumns(items, load.records, live, locale) : [];
  return {
    mounted,
    /** Nothing is chosen. */
    empty: items.length === 0,
    load: load.state,
    columns,
    sections: shownSections(columns, onlyDifferences),
    onlyDifferences,
    setOnlyDifferences,
    announcement,
    scrollerRef,
    retry: () => setAttempt((n) => n + 1),
    remove: (column: CompareColumn) => {
      removeCompared(column.record.id);
      setAnnouncement(fill(t.removed, { name: column.name }));
      scrollerRef.current?.focus();
    },
    add: ({ record, name, offer }: CompareColumn) => {
      const product = {
        id: record.id,
        slug: record.slug,
        name,
        code: record.code,
        image: cartImage(record.picture),
        brand: record.brand,
        bxgy: record.bxgy ?? undefined,
      };
      addToCart(cartProductAt(product, offer), 1, productT);
    },
  };
}
