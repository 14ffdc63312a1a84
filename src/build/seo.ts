/** Builders of the structured data (schema.org JSON-LD) the pages embed. */
import type { Product } from '../domain/catalogue.ts';
import { effectivePrice, isInStock } from '../domain/catalogue.ts';
import { shopUrls } from '../domain/urls.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { shop } from '../site.config.ts';

export const absoluteUrl = (site: URL | undefined, path: string) =>
  new URL(path, site ?? 'http://127.0.0.1:4321').href;

const aed = (fils: number) => (fils / 100).toFixed(2);

export function productJsonLd(product: Product, url: string, images: string[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    inLanguage: locale,
    name: product.name,
    sku: product.code,
    mpn: product.code,
    url,
    image: images,
    description: product.metaDescription ?? undefined,
    brand: { '@type': 'Brand', name: product.brand?.name ?? shop.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AED',
      price: aed(effectivePrice(product)),
      availability: isInStock(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
  };
}

/**
 * The Open Graph product tags of a product page (price in AED as paid, VAT included; availability),
 * as property/content pairs: what a link shared on WhatsApp, Facebook or Slack shows under the
 * picture.
 */
export function productOpenGraph(product: Product): { property: string; content: string }[] {
  return [
    { property: 'product:price:amount', content: aed(effectivePrice(product)) },
    { property: 'product:price:currency', content: 'AED' },
    { property: 'product:availability', content: isInStock(product) ? 'in stock' : 'out of stock' },
    { property: 'product:condition', content: 'new' },
    ...(product.brand ? [{ property: 'product:brand', content: product.brand.name }] : []),
    { property: 'product:retailer_item_id', content: product.code },
  ];
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function itemListJsonLd(itemUrls: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: itemUrls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  };
}

export function organizationJsonLd(site: URL | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    legalName: shop.legalName,
    url: absoluteUrl(site, shopUrls(defaultLocale).home),
    logo: absoluteUrl(site, '/images/logo.svg'),
    email: shop.email,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address[defaultLocale].street,
      addressLocality: shop.address[defaultLocale].city,
      addressCountry: shop.countryCode,
    },
  };
}

export function websiteJsonLd(site: URL | undefined, locale: Locale, name: string) {
  const urls = shopUrls(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    inLanguage: locale,
    name,
    url: absoluteUrl(site, urls.home),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(site, urls.products)}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A plain-text description of at most `max` characters, cut at a word. */
export function summarise(text: string, max = 160): string {
  return cutAtWord(decodeEntities(text.replace(/<[^>]*>/g, ' ')), max);
}

/** Plain text on one line, of at most `max` characters, cut at a word. */
export function cutAtWord(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

function decodeEntities(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|apos|nbsp|#39);/g,
    (_, name: string) => entities[name] ?? '',
  );
}
