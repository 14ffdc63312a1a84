/**
 * The language a write route answers in: the page's, which its island sends as `Accept-Language`
 * (a browser's own header lists the reader's languages, not the page's, so the island sets it).
 * The first of the shop's languages the header names, by its q-values; English otherwise.
 */
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';

export function requestLocale(request: Request): Locale {
  const ranked = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean) ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}
