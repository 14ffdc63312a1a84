/**
 * The Google Merchant Center product feeds (RSS 2.0 with the `g:` namespace), one per language: an
 * item per published product with a picture, at the price its page shows (VAT included, as UAE
 * consumer prices must be). Merchant Center refuses an item whose picture is a placeholder or not a
 * raster image of at least 100 x 100 pixels, so a product without such a picture is left out (the
 * build report counts them). Everything written is XML-escaped; descriptions are plain text,
 * without the portal's HTML, cut to Google's limit.
 */
import { isInStock, type Product } from '../../domain/catalogue.ts';
import { escapeXml } from '../../domain/escape.ts';
import type { Picture } from '../../domain/picture.ts';
import { cutAtWord, summarise } from '../seo.ts';

/**
 * What the feed needs of each product beyond the catalogue record, already absolute URLs, in the
 * feed's language.
 */
export interface FeedProduct {
  product: Product;
  title: string;
  /** Plain text or the portal's HTML. */
  description: string;
  link: string;
  imageLink: string;
}

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
  /** The brand of a product the portal names none for: the shop's name, in the feed's language. */
  shopName: string;
}

/** Merchant Center's smallest picture of a product that is not clothing. */
const MIN_PICTURE_SIZE = 100;

/**
 * The picture an item shows: the first of the product's pictures the build made (a raster WebP,
 * never the SVG placeholder) that is large enough; undefined when it has none.
 */
export function feedPicture(
  product: Product,
  picture: (url: string) => Picture,
): Picture | undefined {
  return product.images
    .map((url) => picture(url))
    .find((p) => p.srcset !== '' && p.width >= MIN_PICTURE_SIZE && p.height >= MIN_PICTURE_SIZE);
}

/** Google's limits on a title and a description, in characters. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

/** "1299.00 AED", the form Google reads a price in. */
export const feedPrice = (fils: number) => `${(fils / 100).toFixed(2)} AED`;

const element = (name: string, value: string) => `      <${name}>${escapeXml(value)}</${name}>`;

/** An item's text as UTF-8, with the line break that ends it. */
type Written = Omit<FeedProduct, 'product'> & { shopName: string; item: Buffer };

/**
 * Items written, by product, with what else they were written from. A process that renders one
 * edit after another reads an unchanged product back to the same object
 * (src/build/catalogue/product-texts.ts): its items, one a language, are written once, not 40,000
 * per edit at 20,000 products.
 */
const written = new WeakMap<Product, Written[]>();

function item(feedProduct: FeedProduct, shopName: string): Buffer {
  const { product, title, description, link, imageLink } = feedProduct;
  const items = written.get(product) ?? [];
  let done = items.find(
    (w) =>
      w.title === title &&
      w.description === description &&
      w.link === link &&
      w.imageLink === imageLink &&
      w.shopName === shopName,
  );
  if (!done) {
    done = {
      title,
      description,
      link,
      imageLink,
      shopName,
      item: Buffer.from(`${writeItem(feedProduct, shopName)}\n`),
    };
    written.set(product, [...items, done]);
  }
  return done.item;
}

function writeItem(
  { product, title: name, description: text, link, imageLink }: FeedProduct,
  shopName: string,
): string {
  const title = cutAtWord(name, TITLE_MAX);
  // Descriptions may be the portal's (sanitised) HTML; names are plain text.
  const description = summarise(text, DESCRIPTION_MAX) || title;
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
    element('g:brand', product.brand?.name ?? shopName),
    element('g:condition', 'new'),
    // The portal keeps no barcode (GTIN) or manufacturer part number, so Google must not expect
    // one.
    element('g:identifier_exists', 'no'),
    '    </item>',
  ].join('\n');
}

/**
 * The feed's file. Its bytes, joined from each item's: at 20,000 products a feed is some 20 MB, and
 * as one string it would be joined, encoded and collected again by every edit (its items are kept).
 */
export function merchantFeed(channel: FeedChannel, products: readonly FeedProduct[]): Buffer {
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '',
  ].join('\n');
  return Buffer.concat([
    Buffer.from(head),
    ...products.map((product) => item(product, channel.shopName)),
    Buffer.from(['  </channel>', '</rss>', ''].join('\n')),
  ]);
}
