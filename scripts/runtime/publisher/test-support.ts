/** Shared set-up for the publisher's tests: a quiet receiver on a free loopback port. */
import { startReceiver, type Receiver, type ReceiverOptions } from './receiver.ts';

export function startTestReceiver(
  key: Buffer,
  rebuild: ReceiverOptions['rebuild'],
  options: Partial<ReceiverOptions> = {},
): Promise<Receiver> {
  return startReceiver({ host: '127.0.0.1', port: 0, key, rebuild, log: () => {}, ...options });
}
