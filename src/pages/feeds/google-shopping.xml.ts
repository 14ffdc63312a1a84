/**
 * /feeds/google-shopping.xml: the Google Merchant Center feed of every published product, built with
 * the site from the same catalogue as the product pages, so each price is the one its page shows.
 * Addresses are absolute on SITE_URL; the feed is in English (src/lib/merchant-feed.ts).
 */
import type { APIRoute } from 'astro';
import { getCatalogue } from '../../data/catalogue';
import { urls } from '../../domain/urls';
import { largestSrc } from '../../images/picture';
import { messagesFor } from '../../i18n/messages';
import { merchantFeed } from '../../lib/merchant-feed';
import { absoluteUrl } from '../../lib/seo';

export const GET: APIRoute = async ({ site }) => {
  const catalogue = await getCatalogue();
  const { common, home } = messagesFor('en');
  const feed = merchantFeed(
    { title: common.shopName, link: absoluteUrl(site, urls.home), description: home.description },
    catalogue.products.map((product) => ({
      product,
      link: absoluteUrl(site, urls.product(product.slug)),
      imageLink: absoluteUrl(site, largestSrc(catalogue.picture(product.images[0]))),
    })),
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
