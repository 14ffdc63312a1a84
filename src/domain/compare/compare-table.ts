/**
 * The specification tables of several products side by side. Editors write each product's key
 * information on its own, so the same row can sit under another heading or in another order, or be
 * missing: rows are matched by label (case, spacing and a trailing colon aside), each placed where
 * it was first met, reading the products from the first column to the last.
 */
import type { SpecGroup } from '../catalogue';

export interface CompareRow {
  label: string;
  /** One value per product, in column order; null where that product does not give the row. */
  values: (string | null)[];
  /** Some product's value is not the others', or is missing. */
  differs: boolean;
}

export interface CompareSection {
  heading: string | null;
  rows: CompareRow[];
}

const normalise = (text: string) =>
  text.replace(/\s+/g, ' ').trim().replace(/\s*:$/, '').toLowerCase();

/**
 * A label given twice by one product (a "Weight" of the device and of the package) is matched by
 * its occurrence: the first with the other products' first, the second with their second.
 */
function rowKeys(
  groups: readonly SpecGroup[],
): { heading: string | null; label: string; key: string; value: string }[] {
  const seen = new Map<string, number>();
  return groups.flatMap((group) =>
    group.rows.map((row) => {
      const label = normalise(row.label);
      const occurrence = (seen.get(label) ?? 0) + 1;
      seen.set(label, occurrence);
      return {
        heading: group.heading,
        label: row.label.trim(),
        key: `${label}#${occurrence}`,
        value: row.value.trim(),
      };
    }),
  );
}

export function alignSpecs(products: readonly (readonly SpecGroup[])[]): CompareSection[] {
  const sections: { heading: string | null; rows: { label: string; key: string }[] }[] = [];
  const sectionOf = new Map<string, (typeof sections)[number]>();
  const placed = new Set<string>();
  const values = products.map(() => new Map<string, string>());

  products.forEach((groups, column) => {
    for (const { heading, label, key, value } of rowKeys(groups)) {
      values[column]?.set(key, value);
      if (placed.has(key)) continue;
      placed.add(key);
      const headingKey = heading === null ? '' : `h:${normalise(heading)}`;
      let section = sectionOf.get(headingKey);
      if (!section) {
        section = { heading, rows: [] };
        sectionOf.set(headingKey, section);
        sections.push(section);
      }
      section.rows.push({ label, key });
    }
  });

  return sections.map(({ heading, rows }) => ({
    heading,
    rows: rows.map(({ label, key }) => {
      const row = values.map((byKey) => byKey.get(key) ?? null);
      const distinct = new Set(row.map((value) => (value === null ? null : normalise(value))));
      return { label, values: row, differs: products.length > 1 && distinct.size > 1 };
    }),
  }));
}
