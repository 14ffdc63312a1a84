/**
 * One shape for the shop's write routes (order, quote, subscribe): guard the request, validate the
 * body with the schema the island shares, drop honeypot submissions quietly, then run the route's
 * operation. A portal failure the operation does not handle itself becomes a text naming the
 * route's own purpose (messages.ts); so does a store that cannot be reached (503, try again).
 */
import type { APIRoute } from 'astro';
import type { z } from 'zod';
import { firstIssue } from '../domain/form-fields';
import { honeypotField } from '../domain/honeypot';
import { fail, json, readWriteRequest, socketAddress, type WriteRouteOptions } from './http';
import { formWords, type RouteMessages } from './messages';
import { classifyPortalFailure, failureResponse, logPortalFailure } from './portal-failure';
import { log } from './log';
import { requestLocale } from './request-locale';
import { StoreUnavailableError } from './route-store';
import type { Locale } from '../i18n/locales';

/**
 * What a shopper is asked to wait while the shared store is unreachable: its client reconnects
 * every second.
 */
const STORE_RETRY_SECONDS = 5;

export interface WriteRouteConfig<S extends z.ZodType> extends WriteRouteOptions {
  schema: S;
  /** The answer: a Response, or the body of a 200 `{ ok: true, ... }`. */
  handle: (
    input: z.infer<S>,
    request: Request,
    locale: Locale,
  ) => Promise<Response | Record<string, unknown>>;
  /** What a bot that filled the honeypot is told: it must look like success. */
  honeypotAnswer: Record<string, unknown>;
  /**
   * What the shopper is told when the operation fails, given the request (an order names its key).
   */
  messages: (request: Request, locale: Locale) => RouteMessages;
}

export function writeRoute<S extends z.ZodType>(config: WriteRouteConfig<S>): APIRoute {
  return async (context) => {
    const { request } = context;
    const address = socketAddress(context);
    // Shoppers read the answer in the language of the page they are on.
    const locale = requestLocale(request);
    try {
      return await answer(config, request, address, locale);
    } catch (error) {
      // Throttle counts or order records could not be read or written: nothing was sent anywhere.
      // The store has logged the outage once; one line per request would bury it.
      if (error instanceof StoreUnavailableError) {
        return failureResponse(
          { kind: 'not-sent', retryAfterSeconds: STORE_RETRY_SECONDS },
          config.messages(request, locale),
        );
      }
      logPortalFailure(config.name, error);
      return failureResponse(classifyPortalFailure(error), config.messages(request, locale));
    }
  };
}

async function answer<S extends z.ZodType>(
  config: WriteRouteConfig<S>,
  request: Request,
  address: string | undefined,
  locale: Locale,
): Promise<Response> {
  const read = await readWriteRequest(request, address, config, locale);
  if ('response' in read) return read.response;

  const body = read.body as Record<string, unknown> | null;
  if (
    body &&
    typeof body === 'object' &&
    typeof body[honeypotField] === 'string' &&
    body[honeypotField] !== ''
  ) {
    log().warn(
      { event: config.name, outcome: 'dropped', reason: 'honeypot' },
      'dropped a submission with the honeypot filled',
    );
    return json(200, { ok: true, ...config.honeypotAnswer });
  }
  const parsed = config.schema.safeParse(body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error, formWords(locale));
    return fail(400, message, field);
  }
  const handled = await config.handle(parsed.data, request, locale);
  return handled instanceof Response ? handled : json(200, { ok: true, ...handled });
}
