/**
 * The /products filters: the order, one category (with its sub-categories once chosen), any number
 * of brands and a price range. The order, a category and a brand apply at once; prices apply with the
 * Apply button or Enter, so the listing does not jump about while a shopper is still typing a number.
 * Without JavaScript the form still works: it sends the same parameters to /products.
 */
import { memo, useEffect, useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { defaultQuery, filsToAedInput, maxBrands, type ListingQuery } from '../../domain/listing-query';
import type { FilterCategory } from '../../domain/listing-query-filter';
import { toFils } from '../../domain/money';
import { toggleBrand, type BrandOption } from '../../domain/listing-query-brands';
import { currentSortChoice, sortChoices, sortOfChoice } from '../../domain/listing-query-sort';
import type { ShopUrls } from '../../domain/urls';
import { fill, formatCount } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

interface Props {
  categories: FilterCategory[];
  query: ListingQuery;
  /** The category the query selects (see selectedCategory). */
  selected: FilterCategory | null;
  /** The brands of the current result with the count each would show (see brandOptions). */
  brands: BrandOption[];
  onChange: (next: ListingQuery) => void;
  urls: ShopUrls;
  locale: Locale;
  t: Messages['listing'];
}

const radioClass = 'size-4 shrink-0 accent-brand-700';
const optionClass = 'flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-ink hover:bg-brand-50';
const inputClass = 'min-h-10 w-full rounded-md border border-gray-400 bg-white px-3 text-sm text-ink placeholder:text-ink-muted';

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string | number;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** One labelled radio button or checkbox of a list: the whole row is its label. */
function Choice({ type, name, value, checked, disabled, onChange, children }: ChoiceProps) {
  return (
    <label className={optionClass}>
      <input type={type} name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className={radioClass} />
      {children}
    </label>
  );
}

function Filters({ categories, query, selected, brands, onChange, urls, locale, t }: Props) {
  const id = useId();
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  useEffect(() => {
    setMin(query.priceMin === null ? '' : filsToAedInput(query.priceMin));
    setMax(query.priceMax === null ? '' : filsToAedInput(query.priceMax));
  }, [query.priceMin, query.priceMax]);

  const top = selected ? (categories.find((c) => c.id === selected.id || c.children.includes(selected)) ?? null) : null;
  const choose = (category: number | null, parentId: number | null) => onChange({ ...query, page: 1, category, parentId });
  // The listing route takes no more brands: the others wait until one is unticked.
  const brandsFull = query.brands.length >= maxBrands;

  function applyPrices(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // What is not an amount is ignored, as the URL reader would.
    onChange({ ...query, page: 1, priceMin: toFils(min), priceMax: toFils(max) });
  }

  const filtered =
    query.category !== null || query.parentId !== null || query.priceMin !== null || query.priceMax !== null || query.brands.length > 0;

  return (
    <form action={urls.products} method="get" onSubmit={applyPrices} className="flex flex-col gap-6">
      {query.search && <input type="hidden" name="search" value={query.search} />}
      <div>
        <label htmlFor={`${id}-sort`} className="mb-2 block text-sm font-semibold text-ink">
          {t.sortBy}
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={sortOfChoice(currentSortChoice(query)) ?? ''}
          onChange={(e) => onChange({ ...query, page: 1, sort: sortOfChoice(e.target.value) })}
          className={inputClass}
        >
          {sortChoices(query).map((choice) => (
            <option key={choice} value={sortOfChoice(choice) ?? ''}>
              {t.sort[choice]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t.category}</legend>
        <ul className="flex max-h-96 flex-col gap-0.5 overflow-y-auto pe-1">
          <li>
            <Choice type="radio" name="category" value="" checked={top === null} onChange={() => choose(null, null)}>
              {t.allProducts}
            </Choice>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Choice type="radio" name="category" value={c.id} checked={selected?.id === c.id} onChange={() => choose(c.id, null)}>
                {c.name}
              </Choice>
              {top?.id === c.id && c.children.length > 0 && (
                <ul className="ms-6 flex flex-col gap-0.5" aria-label={fill(t.subcategoriesOf, { category: c.name })}>
                  {c.children.map((child) => (
                    <li key={child.id}>
                      <Choice
                        type="radio"
                        name="category"
                        value={`${c.id}-${child.id}`}
                        checked={selected?.id === child.id}
                        onChange={() => choose(c.id, child.id)}
                      >
                        {child.name}
                      </Choice>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      {brands.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t.brand}</legend>
          {brandsFull && <p className="mb-2 text-xs text-ink-muted" data-brand-limit>{fill(t.brandLimit, { max: formatCount(maxBrands, locale) })}</p>}
          <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto pe-1">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <Choice
                  type="checkbox"
                  name="brand"
                  value={brand.slug}
                  checked={query.brands.includes(brand.slug)}
                  disabled={brandsFull && !query.brands.includes(brand.slug)}
                  onChange={() => onChange(toggleBrand(query, brand.slug))}
                >
                  <span dir="auto">{fill(t.brandCount, { brand: brand.name, count: formatCount(brand.count, locale) })}</span>
                </Choice>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t.price}</legend>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-ink-muted">
              {t.minPrice}
            </label>
            <input
              id={`${id}-min`}
              type="text"
              name="price_min"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              className={inputClass}
            />
          </div>
          <div className="flex-1">
            <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-ink-muted">
              {t.maxPrice}
            </label>
            <input
              id={`${id}-max`}
              type="text"
              name="price_max"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t.any}
              value={max}
              onChange={(e) => setMax(e.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-3 w-full">
          {t.applyPrice}
        </button>
      </fieldset>
      {filtered && (
        <button
          type="button"
          onClick={() => onChange({ ...defaultQuery, search: query.search, sort: query.sort })}
          className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t.clearFilters}
        </button>
      )}
    </form>
  );
}

/**
 * Drawn twice (the side column and the phone's drawer) and only changed by a new query or new brand
 * counts: a render for "loading" alone leaves them as they are.
 */
export default memo(Filters);
