/**
 * A request body nobody will read (the answer is a refusal) is still received and dropped before
 * the answer goes out: closing a connection with unread bytes resets it, and the shopper's side may
 * then lose the answer. A shopper still sending after `windowMs` gets the answer anyway.
 */
import type { IncomingMessage } from 'node:http';

const DISCARD_WINDOW_MS = 5_000;

/**
 * Resolves once nothing more of the body is on its way (dropped as it arrives), or the window is
 * over.
 */
export function discardRestOfBody(
  req: IncomingMessage,
  windowMs = DISCARD_WINDOW_MS,
): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  req.resume();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, windowMs);
    req.once('end', done);
    req.once('close', done);
  });
}
