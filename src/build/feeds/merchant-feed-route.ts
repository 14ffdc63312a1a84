/**
 * The feed files, one per language (/feeds/google-shopping.xml, /ar/feeds/google-shopping.xml):
 * built with the site from the same catalogue as the product pages, so each price and availability
 * is the one its page shows, and each item is titled, described and linked as its page in that
 * language. Addresses are absolute on SITE_URL.
 */
import type { APIRoute } from 'astro';
import { bytesResponse } from '../bytes-response';
import { getCatalogue } from '../catalogue/catalogue';
import type { Product } from '../../domain/catalogue';
import { shopUrls } from '../../domain/urls';
import { largestSrc } from '../../domain/picture';
import { productName } from '../../i18n/catalogue-names';
import { fill } from '../../i18n/format';
import { localeInfo, toLocale, type Locale } from '../../i18n/locales';
import { messagesFor, type Messages } from '../../i18n/messages';
import { feedPicture, merchantFeed, type FeedProduct } from './merchant-feed';
import { absoluteUrl } from '../seo';

/**
 * The portal's descriptions are English: an item in another language is described in it, as its
 * page is.
 */
function describe(product: Product, name: string, locale: Locale, t: Messages): string {
  if (localeInfo[locale].portalTexts) return product.details || product.metaDescription || '';
  return fill(product.brand ? t.product.metaDescriptionBrand : t.product.metaDescription, {
    name,
    brand: product.brand?.name ?? '',
    shop: t.common.shopName,
  });
}

/**
 * Each product's item as the feed of a language on a site gives it, by the picture it shows: made
 * once while the product is the same object, as an unchanged product is from one edit to the next
 * in the process that renders them (src/build/catalogue/product-texts.ts), not 40,000 times an edit
 * at 20,000 products.
 */
const feedProducts = new WeakMap<Product, Map<string, FeedProduct>>();

/** The feed in the language of its address (Astro's `currentLocale`). */
export const merchantFeedRoute: APIRoute = async ({ site, currentLocale }) => {
  const locale = toLocale(currentLocale);
  const catalogue = await getCatalogue();
  const t = messagesFor(locale);
  const urls = shopUrls(locale);
  const items = catalogue.products.flatMap((product): FeedProduct[] => {
    const picture = feedPicture(product, catalogue.picture);
    if (!picture) return [];
    const src = largestSrc(picture);
    const made = feedProducts.get(product) ?? new Map<string, FeedProduct>();
    feedProducts.set(product, made);
    const key = `${locale} ${site?.href ?? ''} ${src}`;
    let feedProduct = made.get(key);
    if (!feedProduct) {
      const title = productName(product, locale);
      feedProduct = {
        product,
        title,
        description: describe(product, title, locale, t),
        link: absoluteUrl(site, urls.product(product.slug)),
        imageLink: absoluteUrl(site, src),
      };
      made.set(key, feedProduct);
    }
    return [feedProduct];
  });
  const feed = merchantFeed(
    {
      title: t.common.shopName,
      link: absoluteUrl(site, urls.home),
      description: t.home.description,
      shopName: t.common.shopName,
    },
    items,
  );
  return bytesResponse(feed, 'application/xml; charset=utf-8');
};
