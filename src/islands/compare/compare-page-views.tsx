/**
 * The parts of the /compare page (CompareView.tsx) that only draw what its state
 * (compare-page-state.ts) gives them: the table, one column per product, and its rows.
 */
import type { ReactNode } from 'react';
import type { CompareRow, CompareSection } from '../../domain/compare/compare-table';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { Icon } from '../../views/Icon';
import { PriceTag } from '../../views/card/PriceTag';
import type { CompareColumn, CompareProductWords, CompareWords } from './compare-page-state';

const stickyCell = [
  'sticky start-0 z-10 w-32 min-w-32 border-e border-gray-200 px-3 py-2 text-start align-top',
  'font-medium sm:w-48 sm:min-w-48',
].join(' ');
const columnCell = 'w-44 min-w-44 px-3 py-2 align-top sm:w-60 sm:min-w-60';

/** The live region every state of the page keeps. */
export function Announcement({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

export function LoadingOrFailed({
  failed,
  onRetry,
  t,
}: {
  failed: boolean;
  onRetry: () => void;
  t: Pick<CompareWords, 'loading' | 'failed' | 'retry'>;
}) {
  if (!failed) return <p className="text-ink-muted">{t.loading}</p>;
  return (
    <p className="flex flex-wrap items-center gap-3 text-danger">
      {t.failed}
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t.retry}
      </button>
    </p>
  );
}

interface HeadProps {
  column: CompareColumn;
  href: string;
  onRemove: () => void;
  t: Pick<CompareWords, 'remove'>;
}

/** A product's column heading: its picture, remove button, brand and name. */
function ColumnHead({ column, href, onRemove, t }: HeadProps) {
  const { record, name } = column;
  return (
    <th
      scope="col"
      className={`${columnCell} text-start font-normal`}
      data-compare-column={record.id}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <img
            src={column.image}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-md object-contain"
          />
          <button
            type="button"
            aria-label={fill(t.remove, { name })}
            className="icon-button shrink-0 text-ink-muted hover:text-danger"
            onClick={onRemove}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        {record.brand && (
          <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {record.brand}
          </span>
        )}
        <a href={href} dir="auto" className="font-semibold text-ink hover:text-brand-700">
          {name}
        </a>
      </div>
    </th>
  );
}

/**
 * A row of the product part of the table, headed by its name in the first column; the last (Add To
 * Cart) has no name and a darker line below it.
 */
function ProductRow({
  label,
  last = false,
  children,
}: {
  label?: string;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className={`border-b ${last ? 'border-gray-200' : 'border-gray-100'}`}>
      {label === undefined ? (
        <td className={`${stickyCell} bg-white`} />
      ) : (
        <th scope="row" className={`${stickyCell} bg-white text-ink-muted`}>
          {label}
        </th>
      )}
      {children}
    </tr>
  );
}

function StockCell({
  column,
  t,
  productT,
}: {
  column: CompareColumn;
  t: Pick<CompareWords, 'noLongerSold'>;
  productT: CompareProductWords;
}) {
  const { gone, inStock } = column;
  return (
    <td
      className={`${columnCell} font-semibold ${inStock ? 'text-success' : 'text-danger'}`}
      data-compare-stock={inStock ? 'in' : 'out'}
    >
      {gone ? t.noLongerSold : inStock ? productT.inStock : productT.outOfStock}
      {inStock && (
        <>
          {' '}
          <span className="font-normal text-ink-muted">({column.offer.quantity})</span>
        </>
      )}
    </td>
  );
}

function BuyCell({
  column,
  onAdd,
  productT,
}: {
  column: CompareColumn;
  onAdd: () => void;
  productT: CompareProductWords;
}) {
  return (
    <td className={columnCell}>
      {column.inStock ? (
        <button
          type="button"
          className="btn btn-accent min-h-11 w-full"
          aria-label={`${productT.addToCart}: ${column.name}`}
          onClick={onAdd}
        >
          {productT.addToCart}
        </button>
      ) : (
        <p className="rounded-md bg-gray-100 px-3 py-2 text-center font-semibold text-ink-muted">
          {productT.outOfStock}
        </p>
      )}
    </td>
  );
}

function SpecRow({
  row,
  columns,
  t,
}: {
  row: CompareRow;
  columns: readonly CompareColumn[];
  t: Pick<CompareWords, 'differs' | 'notGiven'>;
}) {
  return (
    <tr
      className={`border-b border-gray-100 ${row.differs ? 'bg-amber-50' : ''}`}
      data-compare-row={row.label}
      data-differs={row.differs}
    >
      <th
        scope="row"
        className={[
          stickyCell,
          row.differs ? 'border-s-4 border-s-amber-500 bg-amber-50' : 'bg-white',
          'text-ink-muted',
        ].join(' ')}
      >
        {row.label}
        {row.differs && <span className="sr-only"> ({t.differs})</span>}
      </th>
      {row.values.map((value, i) => (
        <td key={columns[i]?.record.id} className={`${columnCell} text-ink`}>
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t.notGiven}</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}

function SpecSection({
  section,
  columns,
  t,
}: {
  section: CompareSection;
  columns: readonly CompareColumn[];
  t: Pick<CompareWords, 'differs' | 'notGiven'>;
}) {
  return (
    <tbody>
      {/*
        The section's name heads its rows (a row-group header in the first column): a header
        spanning the columns would be a second level of column headers, which scope cannot
        express (HTML_CodeSniffer H43).
      */}
      {section.heading && (
        <tr className="bg-brand-50">
          <th
            scope="rowgroup"
            className={`${stickyCell} bg-brand-50 text-start font-semibold text-brand-900`}
          >
            {section.heading}
          </th>
          <td colSpan={columns.length} />
        </tr>
      )}
      {section.rows.map((row, r) => (
        <SpecRow key={r} row={row} columns={columns} t={t} />
      ))}
    </tbody>
  );
}

interface TableProps {
  columns: readonly CompareColumn[];
  sections: readonly CompareSection[];
  href: (column: CompareColumn) => string;
  onRemove: (column: CompareColumn) => void;
  onAdd: (column: CompareColumn) => void;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: CompareWords;
  productT: CompareProductWords;
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
}

export function CompareTable({
  columns,
  sections,
  href,
  onRemove,
  onAdd,
  pricesIncludeVat,
  locale,
  t,
  productT,
  priceT,
}: TableProps) {
  return (
    <table className="border-collapse text-sm" data-compare-table>
      <caption id="compare-caption" className="sr-only">
        {t.caption}
      </caption>
      <thead>
        <tr className="border-b border-gray-200">
          <th scope="col" className={`${stickyCell} bg-white align-bottom text-ink-muted`}>
            {t.rowNames}
          </th>
          {columns.map((column) => (
            <ColumnHead
              key={column.record.id}
              column={column}
              href={href(column)}
              onRemove={() => onRemove(column)}
              t={t}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        <ProductRow label={t.price}>
          {columns.map(({ record, offer }) => (
            <td key={record.id} className={columnCell} data-compare-price={record.id}>
              <PriceTag
                price={offer.price}
                salePrice={offer.salePrice}
                vatPercent={offer.vatPercent}
                pricesIncludeVat={pricesIncludeVat}
                size="md"
                locale={locale}
                t={priceT}
              />
            </td>
          ))}
        </ProductRow>
        <ProductRow label={t.availability}>
          {columns.map((column) => (
            <StockCell key={column.record.id} column={column} t={t} productT={productT} />
          ))}
        </ProductRow>
        <ProductRow last>
          {columns.map((column) => (
            <BuyCell
              key={column.record.id}
              column={column}
              onAdd={() => onAdd(column)}
              productT={productT}
            />
          ))}
        </ProductRow>
      </tbody>
      {sections.map((section, s) => (
        <SpecSection key={s} section={section} columns={columns} t={t} />
      ))}
    </table>
  );
}
