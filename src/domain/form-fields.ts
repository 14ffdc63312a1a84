/**
 * What every form schema of the shop is made of: text fields that refuse control characters and
 * bidirectional overrides, the e-mail field, the honeypot, and the problem codes they refuse with.
 * A refused field is named by its label in the language of the request (`firstIssue`). Server-side
 * only (islands take the honeypot's name from ./honeypot), so the full zod stays out of the
 * browser.
 */
import { z } from 'zod';
import { MAX_QUANTITY } from './checkout/checkout';
import { honeypotField } from './honeypot';
import { fill, formatCount } from '../i18n/format';

/**
 * What no form field may carry: C0 control characters (and DEL and the C1 range), and the
 * bidirectional overrides and isolates that make a name read differently from what it holds. A
 * multi-line field keeps tab, CR and LF; a single-line field may not break lines at all.
 */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAB = /\t/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Why a field was refused. The schemas carry these codes as their messages; `firstIssue` turns the
 * first one into the words of the request's language (src/i18n/messages/<language>/answers.ts).
 */
export const problems = [
  'required',
  'tooLong',
  'oneLine',
  'control',
  'direction',
  'email',
  'phone',
  'invalid',
  'emptyCart',
  'tooManyLines',
  'quantityCap',
  'productId',
  'quantity',
  'quantityMin',
  'totalMissing',
  'totalWhole',
  'totalNegative',
] as const;
export type Problem = (typeof problems)[number];

/** A template per problem (`{field}`, `{max}`) and a label per field name, in one language. */
export interface FormWords {
  problems: Record<Problem, string>;
  fields: Record<string, string>;
}

interface TextOptions {
  max?: number;
  /** Line breaks and tabs allowed (a message, a description). */
  multiline?: boolean;
}

const text = ({ max = 200, multiline = false }: TextOptions) =>
  z
    .string({ error: 'required' satisfies Problem })
    .trim()
    .max(max, 'tooLong' satisfies Problem)
    .refine((value) => multiline || !LINE_BREAK.test(value), 'oneLine' satisfies Problem)
    .refine(
      (value) => !CONTROL.test(value) && (multiline || !TAB.test(value)),
      'control' satisfies Problem,
    )
    .refine((value) => !BIDI_CONTROL.test(value), 'direction' satisfies Problem);

export const required = (options: TextOptions = {}) =>
  text(options).refine((value) => value !== '', 'required' satisfies Problem);
export const optional = (options: TextOptions = {}) => text(options).default('');
export const email = z
  .string({ error: 'required' satisfies Problem })
  .trim()
  .min(1, 'required' satisfies Problem)
  .max(254, 'tooLong' satisfies Problem)
  .pipe(z.email('email' satisfies Problem));

export const honeypot = { [honeypotField]: z.string().max(500).optional() };

const isProblem = (value: unknown): value is Problem =>
  (problems as readonly unknown[]).includes(value);

/**
 * The first problem of a failed parse, as `{ field, message }` for a 400 answer, in `words`'
 * language.
 */
export function firstIssue(
  error: z.ZodError,
  words: FormWords,
): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const name = String(issue?.path[0] ?? 'body');
  const problem = isProblem(issue?.message) ? issue.message : 'invalid';
  return {
    field,
    message: fill(words.problems[problem], {
      field: words.fields[name] ?? name,
      max: formatCount(MAX_QUANTITY),
    }),
  };
}
