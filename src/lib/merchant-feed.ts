/**
 * The Google Merchant Center product feed (RSS 2.0 with the `g:` namespace): one item per
 * published product with the price its page shows (VAT included, as UAE consumer prices must be),
 * in English. Everything written is XML-escaped; descriptions are plain text, without the portal's
 * HTML, cut to Google's limit.
 */
import { isInStock, type Product } from '../domain/catalogue';
import { shop } from '../site.config';
import { cutAtWord, summarise } from './seo';

/** What the feed needs of each product beyond the catalogue record, already absolute URLs. */
export interface FeedProduct {
  product: Product;
  link: string;
  imageLink: string;
}

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

/** Google's limits on a title and a description, in characters. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

/** Characters XML 1.0 does not allow at all, even escaped. */
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** "1299.00 AED", the form Google reads a price in. */
export const feedPrice = (fils: number) => `${(fils / 100).toFixed(2)} AED`;

const element = (name: string, value: string) => `      <${name}>${escapeXml(value)}</${name}>`;

function item({ product, link, imageLink }: FeedProduct): string {
  const title = cutAtWord(product.name, TITLE_MAX);
  // Descriptions are the portal's (sanitised) HTML; names are plain text.
  const description = summarise(product.details || product.metaDescription || '', DESCRIPTION_MAX) || title;
  const onSale = product.salePrice !== null && product.salePrice < product.price;
  return [
    '    <item>',
    element('g:id', String(product.id)),
    element('title', title),
    element('description', description),
    element('link', link),
    element('g:image_link', imageLink),
    element('g:price', feedPrice(product.price)),
    ...(onSale ? [element('g:sale_price', feedPrice(product.salePrice ?? product.price))] : []),
    element('g:availability', isInStock(product) ? 'in_stock' : 'out_of_stock'),
    element('g:brand', product.brand?.name ?? shop.name),
    element('g:condition', 'new'),
    // The portal keeps no barcode (GTIN) or manufacturer part number, so Google must not expect one.
    element('g:identifier_exists', 'no'),
    '    </item>',
  ].join('\n');
}

export function merchantFeed(channel: FeedChannel, products: readonly FeedProduct[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    ...products.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
