/**
 * What each write route tells a shopper when it cannot do its job, naming its own purpose (an
 * order, a quote request, a newsletter sign-up). A shopper is never told about the shop's
 * configuration; the log is (portal-failure.ts).
 */
import { shop } from '../site.config';

export interface RouteMessages {
  /** Nothing reached the portal: the shopper may simply try again. */
  retryIn(seconds: number): string;
  /** The shop's own set-up is at fault (key refused, settings missing). */
  unavailable: string;
  /** The portal may or may not have received it. */
  unconfirmed: string;
  /** The portal refused it and gave no reason a shopper can use. */
  refused: string;
}

const inSeconds = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;
const contact = `call ${shop.phone} or e-mail ${shop.email}`;

export const tooManyRequests = (seconds: number) => `Too many requests. Please try again in ${inSeconds(seconds)}.`;

/** The answer to a repeat of an order whose outcome is not known (yet): it may have been placed. */
export const orderUnconfirmed = (orderKey: string) =>
  `We could not confirm your order. It may have gone through, so please do not order again. Call ${shop.phone} or e-mail ${shop.email} and quote order key ${orderKey}.`;

export const offerChanged = 'Prices or stock changed since you opened this page. Please check your order and submit it again.';

export const orderMessages = (orderKey: string): RouteMessages => ({
  retryIn: (seconds) => `The shop could not place your order just now. Nothing was sent; please try again in ${inSeconds(seconds)}.`,
  unavailable: `Online orders are not available just now, and no order was placed. Please ${contact} to order.`,
  unconfirmed: orderUnconfirmed(orderKey),
  refused: 'Your order was not accepted. Please check it and try again.',
});

export const quoteMessages: RouteMessages = {
  retryIn: (seconds) => `The shop could not send your quote request just now. Nothing was sent; please try again in ${inSeconds(seconds)}.`,
  unavailable: `Quote requests cannot be sent online just now. Please ${contact}.`,
  // A second quote request does no harm, so trying again is the advice.
  unconfirmed: `We could not confirm that your quote request arrived; please try again in a minute, or ${contact}.`,
  refused: 'Your quote request was not accepted. Please check it and try again.',
};

export const newsletterMessages: RouteMessages = {
  retryIn: (seconds) => `The shop could not sign you up for the newsletter just now. Nothing was sent; please try again in ${inSeconds(seconds)}.`,
  unavailable: 'Newsletter sign-up is not available just now. Please try again later.',
  unconfirmed: 'We could not confirm your newsletter sign-up; please try again in a minute.',
  refused: 'Your newsletter sign-up was not accepted. Please check your e-mail address and try again.',
};
