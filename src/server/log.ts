/**
 * The shop server's log (pino): one JSON object a line for machines (LOG_FORMAT=json, the default),
 * readable lines in development (LOG_FORMAT=pretty). Every line names its `event` (`order`, `live`,
 * `portal`, `request`...) and carries the facts as fields, with the words of the old text line as
 * `msg`. A line written while a request is answered carries that request's id (`reqId`), the one
 * its client got back as X-Request-Id: the front server and the routes' worker each have a logger,
 * and the id travels between them in the request's header (src/middleware.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { readSettings } from '../config/settings.ts';

export type LogFormat = 'json' | 'pretty';

const requestIds = new AsyncLocalStorage<string>();

/** Runs `work` as part of answering request `reqId`: what it logs carries the id. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestIds.run(reqId, work);
}

/** A logger writing `format` to `destination` (standard output by default). */
export function createLogger(format: LogFormat, destination?: DestinationStream): Logger {
  const readable = () =>
    pretty({
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
    });
  const out = destination ?? (format === 'pretty' ? readable() : pino.destination(1));
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = requestIds.getStore();
        return reqId ? { reqId } : {};
      },
    },
    out,
  );
}

let shared: Logger | undefined;

/** The process's logger, made from the settings on first use. */
export function log(): Logger {
  shared ??= createLogger(readSettings().log.format);
  return shared;
}

/** Sends the process's log to `destination` from now on (tests read what the routes log). */
export function logTo(destination: DestinationStream): void {
  shared = createLogger('json', destination);
}

/** An error as a log field: its message, never a stack a shopper's input could have shaped. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The request id header the front server sets on every request and response. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request id as given (by a trusted proxy, or the front server), when it is one: short, plain
 * characters.
 */
export function requestIdFrom(header: string | string[] | null | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:@/+=-]{1,128}$/.test(value) ? value : undefined;
}
