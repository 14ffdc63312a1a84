import { readSettings } from '../config/settings';

/** PRICES_INCLUDE_VAT (default true, as UAE law requires for consumer prices), read at build time. */
export const pricesIncludeVat = (): boolean => readSettings().site.pricesIncludeVat;
