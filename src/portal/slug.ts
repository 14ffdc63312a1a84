/**
 * URL slugs: lowercase ASCII words joined by hyphens, unique within a list and the same for the
 * same input on every build (pages and links must not move between builds).
 */

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

export interface SlugSource {
  id: number;
  /** The portal's own slug, if it sent one. */
  slug: string | null;
  name: string;
}

/**
 * A slug per id. The portal's slug wins when usable, else one is made from the name. A slug with
 * no letter is refused: /product/{x} is read as an id or a slug, so "1234" would be ambiguous.
 * On a clash, a portal slug beats a made-up one and then the lowest id keeps it; the others get
 * `-{id}` appended.
 */
export function assignSlugs(sources: readonly SlugSource[], prefix: string): Map<number, string> {
  const candidates = sources.map(({ id, slug, name }) => {
    const fromPortal = slugify(slug ?? '');
    if (/[a-z]/.test(fromPortal)) return { id, base: fromPortal, portal: true };
    const fromName = slugify(name);
    return {
      id,
      base: /[a-z]/.test(fromName) ? fromName : `${prefix}-${fromName || id}`,
      portal: false,
    };
  });
  candidates.sort((a, b) => Number(b.portal) - Number(a.portal) || a.id - b.id);

  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  const losers: typeof candidates = [];
  for (const candidate of candidates) {
    if (taken.has(candidate.base)) losers.push(candidate);
    else {
      taken.add(candidate.base);
      slugs.set(candidate.id, candidate.base);
    }
  }
  for (const { id, base } of losers) {
    let slug = `${base}-${id}`;
    while (taken.has(slug)) slug = `${slug}-${id}`;
    taken.add(slug);
    slugs.set(id, slug);
  }
  return slugs;
}
