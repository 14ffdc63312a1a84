/**
 * Load for a time, as benches and load tests make it: `clients` shoppers, each sending its next
 * request once its last is answered, until `until` (ms since the epoch). Not a pool over a list of
 * work (p-limit serves those): how many requests there are is how many fit in the time.
 */
export async function loadUntil(
  clients: number,
  until: number,
  request: (n: number, client: number) => Promise<void>,
): Promise<number> {
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) await request(sent++, client);
    }),
  );
  return sent;
}
