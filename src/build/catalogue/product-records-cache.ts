/**
 * The product rows of the last catalogue read and what they mapped to, kept in the build's state
 * folder beside the build folder (ADR 0012), so the next read does less:
 * - A rebuild told which products changed (the build's request, src/build/build-request.ts, from a
 *   delivery that names them) reads those products alone and takes every other row from here: a
 *   call per product instead of the whole list, which on a large catalogue is many calls and much
 *   of the portal's time, out of its hourly budget.
 * - Any read maps only the rows that differ from the last read's (src/portal/map.ts): sanitising
 *   descriptions and reading spec tables are most of its time. Only mappings the same code made are
 *   reused: a release that reads records another way (a new field, a sanitiser rule) maps every row
 *   again, not only those the portal changed.
 * The rows are the portal's own, mapped as a whole read's are, so the pages are those a whole read
 * would give as long as the delivery named every product that changed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_PAGE_SIZE, refreshProductRecords, type ProductRecords } from '../../portal/api.ts';
import type { ProductRowSource } from '../../portal/catalogue.ts';
import { earlierMappings } from '../../portal/map.ts';
import { keepRows, readKeptRows, type KeptRows } from './kept-product-rows.ts';

/** Beside the rows' folder: where earlier builds kept the rows, in one file; removed when seen. */
const WHOLE_FILE = 'product-records.json';

export interface ProductRowsOptions {
  /** The folder the rows are kept in (./kept-product-rows.ts). */
  dir: string;
  /** The portal's origin. */
  portal: string;
  /** The digest of this build's code (source-digest.ts, codeDigest). */
  code: string;
  /** The products a delivery says changed; null: any product may have changed. */
  changed: readonly number[] | null;
  log: (line: string) => void;
}

/** Why the named products cannot be read alone, or null when they can. */
function wholeReadReason(named: readonly number[], kept: ProductRecords | null): string | null {
  if (!kept) return 'no earlier read of this portal is kept';
  const wholeReadCalls = Math.ceil(kept.records.length / PRODUCT_PAGE_SIZE);
  return named.length >= wholeReadCalls
    ? `reading them one by one takes more calls than reading all ${kept.records.length}`
    : null;
}

export interface ProductRows extends ProductRowSource {
  /** Once read: the products read alone, or null when the whole list was read. */
  named(): number[] | null;
}

/**
 * The catalogue read's product rows: the named products alone when it can, and what it read kept
 * for the next build.
 */
export function productRows({ dir, portal, code, changed, log }: ProductRowsOptions): ProductRows {
  let named: number[] | null = null;
  let kept: KeptRows | null = null;
  return {
    async read(client, readAll) {
      kept = readKeptRows(dir, portal);
      const earlier =
        kept?.code === code ? earlierMappings(kept.records, kept.mappings, kept.texts) : undefined;
      if (changed) {
        const reason = wholeReadReason(changed, kept);
        if (kept && !reason) {
          named = [...changed];
          log(
            `products: the ${changed.length} the delivery named read again, the other rows as the last read left them`,
          );
          return { rows: await refreshProductRecords(client, kept, changed), earlier };
        }
        log(
          `products: the delivery named ${changed.length}, but ${reason}: reading the whole list`,
        );
      }
      return { rows: await readAll(), earlier };
    },
    mapped: async (rows, mappings) => {
      keepRows(dir, { portal, code, rows, mappings }, kept);
      rmSync(path.join(path.dirname(dir), WHOLE_FILE), { force: true });
    },
    named: () => named,
  };
}
