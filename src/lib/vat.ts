/** PRICES_INCLUDE_VAT (default true, as UAE law requires for consumer prices), read at build time. */
export function pricesIncludeVat(env: Record<string, string | undefined> = process.env): boolean {
  return (env.PRICES_INCLUDE_VAT ?? 'true').trim().toLowerCase() !== 'false';
}
