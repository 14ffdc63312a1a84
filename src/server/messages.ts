/**
 * What each write route tells a shopper when it cannot do its job, naming its own purpose (an
 * order, a quote request, a newsletter sign-up, a back-in-stock request), in the language of the
 * page that asked (request-locale.ts; the words are in src/i18n/messages/<language>/answers.ts). A
 * shopper is never told about the shop's configuration; the log is (portal-failure.ts).
 */
import type { FormWords } from '../domain/form-fields';
import { fill, plural } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { shop } from '../site.config';

export interface RouteMessages {
  /** The language these are in. */
  locale: Locale;
  /** Nothing reached the portal: the shopper may simply try again. */
  retryIn(seconds: number): string;
  /** The shop's own set-up is at fault (key refused, settings missing). */
  unavailable: string;
  /** The portal may or may not have received it. */
  unconfirmed: string;
  /** The portal refused it and gave no reason a shopper can use. */
  refused: string;
}

const answers = (locale: Locale) => messagesFor(locale).answers;
const contact = { phone: shop.phone, email: shop.email };
const inTime = (seconds: number, locale: Locale) =>
  plural(answers(locale).seconds, seconds, locale);

function routeMessages(
  words: { retryIn: string; unavailable: string; unconfirmed: string; refused: string },
  locale: Locale,
  key = '',
): RouteMessages {
  return {
    locale,
    retryIn: (seconds) => fill(words.retryIn, { time: inTime(seconds, locale) }),
    unavailable: fill(words.unavailable, contact),
    unconfirmed: fill(words.unconfirmed, { ...contact, key }),
    refused: words.refused,
  };
}

export const tooManyRequests = (seconds: number, locale: Locale) =>
  fill(answers(locale).tooManyRequests, { time: inTime(seconds, locale) });

export const requestTooLarge = (locale: Locale) => answers(locale).tooLarge;

/** The answer to a repeat of an order whose outcome is not known (yet): it may have been placed. */
export const orderUnconfirmed = (orderKey: string, locale: Locale) =>
  fill(answers(locale).order.unconfirmed, { ...contact, key: orderKey });

export const offerChanged = (locale: Locale) => answers(locale).order.changed;
export const orderWithoutKey = (locale: Locale) => answers(locale).order.noKey;
export const orderKeyReused = (locale: Locale) => answers(locale).order.keyReused;
export const orderNotPlaced = (locale: Locale) => answers(locale).order.notPlaced;

export const orderMessages = (orderKey: string, locale: Locale) =>
  routeMessages(answers(locale).order, locale, orderKey);
export const quoteMessages = (locale: Locale) => routeMessages(answers(locale).quote, locale);
export const newsletterMessages = (locale: Locale) =>
  routeMessages(answers(locale).newsletter, locale);
export const trackMessages = (locale: Locale) => routeMessages(answers(locale).track, locale);
export const trackNotFound = (locale: Locale) => answers(locale).track.notFound;
export const backInStockMessages = (locale: Locale) =>
  routeMessages(answers(locale).backInStock, locale);

/** How a refused form field is named. */
export const formWords = (locale: Locale): FormWords => answers(locale);
