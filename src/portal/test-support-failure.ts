/**
 * Test support: the PortalError a portal call fails with; anything else (a success included) fails
 * the test.
 */
import { PortalError } from './errors';

export async function portalFailure(promise: Promise<unknown>): Promise<PortalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PortalError))
    throw new Error(`expected a PortalError, got ${String(error)}`);
  return error;
}
