/**
 * The catalogue's smaller parts as content collections (src/build/catalogue/collections.ts). The
 * loader reads the whole catalogue once; the products and their pictures, tens of thousands of
 * entries, reach the pages as build artefacts instead (src/build/build-artefacts.ts, ADR 0012).
 */
import { defineCollection } from 'astro:content';
import { portalLoader } from './build/catalogue/portal-loader';
import { collectionSelections } from './build/catalogue/collections';

const { categories, slides, brands, home, listings } = collectionSelections;

export const collections = {
  categories: defineCollection({ loader: portalLoader('categories', categories) }),
  slides: defineCollection({ loader: portalLoader('slides', slides) }),
  brands: defineCollection({ loader: portalLoader('brands', brands) }),
  home: defineCollection({ loader: portalLoader('home', home) }),
  listings: defineCollection({ loader: portalLoader('listings', listings) }),
};
