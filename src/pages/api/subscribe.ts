import { newsletterContact, newsletterSchema } from '../../domain/contact/forms';
import { sendContact } from '../../portal/api';
import { newsletterMessages } from '../../server/messages';
import { otherMethods } from '../../server/methods';
import { serverPortal } from '../../server/portal';
import { writeRoute } from '../../server/write-route';

export const prerender = false;

export const POST = writeRoute({
  name: 'subscribe',
  limit: 5,
  windowMs: 10 * 60_000,
  schema: newsletterSchema,
  honeypotAnswer: {},
  messages: (_request, locale) => newsletterMessages(locale),
  handle: async ({ email }) => {
    await sendContact(serverPortal(), newsletterContact(email));
    return {};
  },
});

export const ALL = otherMethods({ POST });
