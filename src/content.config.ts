/**
 * The catalogue's smaller parts as content collections. The loader reads the whole catalogue once;
 * the products and their pictures, tens of thousands of entries, reach the pages as build artefacts
 * instead (src/build/build-artefacts.ts, ADR 0012).
 */
import { defineCollection } from 'astro:content';
import { portalLoader } from './build/catalogue/portal-loader';

const categories = defineCollection({
  loader: portalLoader(
    'categories',
    (c) => c.categories,
    (c) => String(c.id),
  ),
});

const slides = defineCollection({
  loader: portalLoader(
    'slides',
    (c) => c.slides,
    (s) => String(s.id),
  ),
});

const brands = defineCollection({
  loader: portalLoader(
    'brands',
    (c) => c.brands,
    (b) => String(b.id),
  ),
});

const home = defineCollection({
  loader: portalLoader(
    'home',
    (c) => [{ ...c.home, failures: c.report.homeFailures }],
    () => 'home',
  ),
});

/** The listing pages' products and matched category, by path (see `listings` in site.config.ts). */
const listings = defineCollection({
  loader: portalLoader(
    'listings',
    (c) => c.listings,
    (l) => l.path,
  ),
});

export const collections = { categories, slides, brands, home, listings };
