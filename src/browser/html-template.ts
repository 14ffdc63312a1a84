/**
 * Markup written as a string by the scripts that paint a page's stored state before React
 * (src/browser/cart/paint-stored-cart.ts): every value is escaped, and a false, null or undefined
 * part leaves nothing, as in JSX.
 */
import { escapeHtml } from '../domain/escape';

type Part = string | number | false | null | undefined | Html | Part[];

/** Markup already escaped, safe to put in another template as it is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const part = (value: Part): string => {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join('');
  return escapeHtml(String(value));
};

/** `html\`<p>${text}</p>\``: the template's own text as it is, each value escaped. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  return new Html(
    strings.reduce((out, text, i) => out + text + (i < values.length ? part(values[i]) : ''), ''),
  );
}
