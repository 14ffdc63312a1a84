/**
 * The header search box's suggestions: `GET /api/suggestions?search=<term>&lang=` answers up to a
 * few categories, then products, best first (src/domain/listing/listing-answers.ts), in the
 * language asked for; nothing below two characters.
 */
import { otherMethods } from '../../server/methods';
import { readSuggestionsRequest } from '../../server/listing/params';
import { listingRoute } from '../../server/listing/route';

export const prerender = false;

export const GET = listingRoute({
  name: 'suggestions',
  read: readSuggestionsRequest,
  answer: (service, { term, locale }) => service.suggest(term, locale),
});

export const ALL = otherMethods({ GET });
