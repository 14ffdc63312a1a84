import { defineCollection } from 'astro:content';
import { portalLoader, productEntryId } from './data/portal-loader';

const products = defineCollection({
  loader: portalLoader('products', (c) => c.products, productEntryId),
});

const categories = defineCollection({
  loader: portalLoader('categories', (c) => c.categories, (c) => String(c.id)),
});

const slides = defineCollection({
  loader: portalLoader('slides', (c) => c.slides, (s) => String(s.id)),
});

const brands = defineCollection({
  loader: portalLoader('brands', (c) => c.brands, (b) => String(b.id)),
});

const home = defineCollection({
  loader: portalLoader('home', (c) => [{ ...c.home, failures: c.report.homeFailures }], () => 'home'),
});

/** The listing pages' products and matched category, by path (see `listings` in site.config.ts). */
const listings = defineCollection({
  loader: portalLoader('listings', (c) => c.listings, (l) => l.path),
});

/** Optimised pictures, keyed by `pictureId(url, shape)` of the portal image they were made from. */
const pictures = defineCollection({
  loader: portalLoader('pictures', (c) => [...c.pictures].map(([id, picture]) => ({ id, ...picture })), (p) => p.id),
});

export const collections = { products, categories, slides, brands, home, listings, pictures };
