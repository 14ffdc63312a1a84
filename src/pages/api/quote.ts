import { quoteSchema } from '../../domain/contact/forms';
import { sendContact } from '../../portal/api';
import { quoteMessages } from '../../server/messages';
import { otherMethods } from '../../server/methods';
import { serverPortal } from '../../server/portal';
import { writeRoute } from '../../server/write-route';

export const prerender = false;

export const POST = writeRoute({
  name: 'quote',
  limit: 5,
  windowMs: 10 * 60_000,
  schema: quoteSchema,
  honeypotAnswer: {},
  messages: (_request, locale) => quoteMessages(locale),
  handle: async ({ first_name, last_name, email, description }) => {
    await sendContact(serverPortal(), { first_name, last_name, email, description });
    return {};
  },
});

export const ALL = otherMethods({ POST });
