/**
 * The controls of the /products filters (Filters.tsx), each drawing what the filters' state
 * (listing-filters-state.ts) gives it. Ids come from the form, which owns them.
 */
import type { ReactNode } from 'react';
import { maxBrands, type ListingQuery } from '../../domain/listing/listing-query';
import type { FilterCategory } from '../../domain/listing/listing-query-filter';
import type { BrandOption } from '../../domain/listing/listing-query-brands';
import { sortChoices, sortOfChoice } from '../../domain/listing/listing-query-sort';
import { fill, formatCount } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

type Words = Messages['listing'];

const radioClass = 'size-4 shrink-0 accent-brand-700';
const optionClass =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-ink hover:bg-brand-50';
const inputClass =
  'min-h-10 w-full rounded-md border border-gray-400 bg-white px-3 text-sm text-ink placeholder:text-ink-muted';
const legendClass = 'mb-2 text-sm font-semibold text-ink';

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
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className={radioClass}
      />
      {children}
    </label>
  );
}

interface SortProps {
  id: string;
  query: ListingQuery;
  value: string;
  onChange: (value: string) => void;
  t: Words;
}

export function SortSelect({ id, query, value, onChange, t }: SortProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink">
        {t.sortBy}
      </label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      >
        {sortChoices(query).map((choice) => (
          <option key={choice} value={sortOfChoice(choice) ?? ''}>
            {t.sort[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CategoryProps {
  categories: FilterCategory[];
  /** The top-level category chosen, whose sub-categories are listed under it. */
  top: FilterCategory | null;
  selected: FilterCategory | null;
  onChoose: (category: number | null, parentId: number | null) => void;
  t: Words;
}

export function CategoryChoices({ categories, top, selected, onChoose, t }: CategoryProps) {
  return (
    <fieldset>
      <legend className={legendClass}>{t.category}</legend>
      <ul className="flex max-h-96 flex-col gap-0.5 overflow-y-auto pe-1">
        <li>
          <Choice
            type="radio"
            name="category"
            value=""
            checked={top === null}
            onChange={() => onChoose(null, null)}
          >
            {t.allProducts}
          </Choice>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Choice
              type="radio"
              name="category"
              value={c.id}
              checked={selected?.id === c.id}
              onChange={() => onChoose(c.id, null)}
            >
              {c.name}
            </Choice>
            {top?.id === c.id && c.children.length > 0 && (
              <ul
                className="ms-6 flex flex-col gap-0.5"
                aria-label={fill(t.subcategoriesOf, { category: c.name })}
              >
                {c.children.map((child) => (
                  <li key={child.id}>
                    <Choice
                      type="radio"
                      name="category"
                      value={`${c.id}-${child.id}`}
                      checked={selected?.id === child.id}
                      onChange={() => onChoose(c.id, child.id)}
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
  );
}

interface BrandProps {
  brands: BrandOption[];
  ticked: readonly string[];
  /** As many are ticked as the listing route takes: the others wait until one is unticked. */
  full: boolean;
  onToggle: (slug: string) => void;
  locale: Locale;
  t: Words;
}

export function BrandChoices({ brands, ticked, full, onToggle, locale, t }: BrandProps) {
  return (
    <fieldset>
      <legend className={legendClass}>{t.brand}</legend>
      {full && (
        <p className="mb-2 text-xs text-ink-muted" data-brand-limit>
          {fill(t.brandLimit, { max: formatCount(maxBrands, locale) })}
        </p>
      )}
      <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto pe-1">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <Choice
              type="checkbox"
              name="brand"
              value={brand.slug}
              checked={ticked.includes(brand.slug)}
              disabled={full && !ticked.includes(brand.slug)}
              onChange={() => onToggle(brand.slug)}
            >
              <span dir="auto">
                {fill(t.brandCount, { brand: brand.name, count: formatCount(brand.count, locale) })}
              </span>
            </Choice>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface AmountProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

function Amount({ id, name, label, placeholder, value, onChange }: AmountProps) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block text-xs text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        type="text"
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

interface PriceProps {
  /** The form's id prefix: the two boxes are `{id}-min` and `{id}-max`. */
  id: string;
  min: string;
  max: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
  t: Words;
}

/** The price range, applied by its submit button (or Enter), which submits the whole form. */
export function PriceRange({ id, min, max, onMin, onMax, t }: PriceProps) {
  return (
    <fieldset>
      <legend className={legendClass}>{t.price}</legend>
      <div className="flex items-end gap-2">
        <Amount
          id={`${id}-min`}
          name="price_min"
          label={t.minPrice}
          placeholder="0"
          value={min}
          onChange={onMin}
        />
        <Amount
          id={`${id}-max`}
          name="price_max"
          label={t.maxPrice}
          placeholder={t.any}
          value={max}
          onChange={onMax}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-3 w-full">
        {t.applyPrice}
      </button>
    </fieldset>
  );
}
