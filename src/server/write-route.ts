/**
 * One shape for the shop's write routes (order, quote, subscribe): guard the request, validate the
 * body with the schema the island shares, drop honeypot submissions quietly, run the operation, and
 * turn portal failures into texts a shopper can act on.
 */
import type { APIRoute } from 'astro';
import type { z } from 'zod';
import { firstIssue } from '../domain/forms';
import { honeypotField } from '../domain/honeypot';
import { isPortalError, isRetryable } from '../portal/errors';
import { fail, json, readWriteRequest, type WriteRouteOptions } from './http';

export interface WriteRouteConfig<S extends z.ZodType> extends WriteRouteOptions {
  schema: S;
  /** Returns the body of the success answer. */
  handle: (input: z.infer<S>, request: Request) => Promise<Record<string, unknown>>;
  /** What a bot that filled the honeypot is told: it must look like success. */
  honeypotAnswer: Record<string, unknown>;
  /** The text for a failure the portal explains no better. */
  failure: string;
}

export const retryLater = 'The shop could not reach its order system just now. Nothing was sent; please try again in a minute.';

export function writeRoute<S extends z.ZodType>(config: WriteRouteConfig<S>): APIRoute {
  return async ({ request, clientAddress }) => {
    let address: string | undefined;
    try {
      address = clientAddress;
    } catch {
      address = undefined;
    }
    const read = await readWriteRequest(request, address, config);
    if ('response' in read) return read.response;

    const body = read.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
      console.warn(`[${config.name}] dropped a submission with the honeypot filled`);
      return json(200, { ok: true, ...config.honeypotAnswer });
    }
    const parsed = config.schema.safeParse(body);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      return fail(400, message, field);
    }
    try {
      return json(200, { ok: true, ...(await config.handle(parsed.data, request)) });
    } catch (error) {
      console.error(`[${config.name}] ${error instanceof Error ? error.message : String(error)}`);
      if (isRetryable(error) || isPortalError(error, 'shape')) return fail(503, retryLater, undefined, { 'Retry-After': '30' });
      if (isPortalError(error, 'http') && error.status !== undefined && error.status < 500) {
        return fail(422, error.detail || config.failure);
      }
      return fail(500, config.failure);
    }
  };
}
