/**
 * "Notify me when available" on a sold-out product page: the shopper's e-mail reaches staff through
 * the portal's contact call, as the quote and the newsletter do, with a description naming the
 * product as this build published it (name, model number, page URL in the shopper's language).
 * The product comes from its id: a request cannot name a product the shop does not sell.
 */
import { backInStockContact, backInStockSchema } from '../../domain/contact/forms';
import { shopUrls } from '../../domain/urls';
import { fill } from '../../i18n/format';
import { messagesFor } from '../../i18n/messages';
import { sendContact } from '../../portal/api';
import { fail } from '../../server/http';
import { serverListing } from '../../server/listing/source';
import { backInStockMessages } from '../../server/messages';
import { otherMethods } from '../../server/methods';
import { serverPortal } from '../../server/portal';
import { writeRoute } from '../../server/write-route';

export const prerender = false;

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

export const POST = writeRoute({
  name: 'notify',
  limit: 5,
  windowMs: 10 * 60_000,
  schema: backInStockSchema,
  honeypotAnswer: {},
  messages: (_request, locale) => backInStockMessages(locale),
  handle: async ({ email, product_id }, request, locale) => {
    const product = (await serverListing()).product(product_id, locale);
    if (!product) {
      const { problems, fields } = messagesFor(locale).answers;
      return fail(400, fill(problems.invalid, { field: fields.product_id }), 'product_id');
    }
    // The site the pages were built for (SITE_URL), so the address is the page's canonical one.
    const site = import.meta.env.SITE ?? new URL(request.url).origin;
    const url = new URL(shopUrls(locale).product(product.slug), site).href;
    await sendContact(
      serverPortal(),
      backInStockContact(
        email,
        { name: product.name, code: product.code, url },
        languageName.of(locale) ?? locale,
      ),
    );
    return {};
  },
});

export const ALL = otherMethods({ POST });
