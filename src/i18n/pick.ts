/**
 * The named keys of a message namespace: an island gets the words it uses, and no others travel to
 * the browser.
 */
export function pick<T extends object, K extends keyof T>(
  messages: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Pick<T, K>;
}
