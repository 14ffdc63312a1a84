/**
 * Schema pieces shared by what the browser reads back from storage and from the shop's own routes.
 * The browser's schemas use valibot: each costs only the checks it uses (the cart's is on every
 * page), where zod's mini build still brings a shared core several times larger to every page.
 */
import * as v from 'valibot';

/** Integer fils, never negative. */
export const fils = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const positiveInt = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

export const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

export const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** A JSON object: valibot's record alone would take a list too, turning it into {}. */
export const jsonObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'a JSON object',
);

/** A step that turns the value with `convert`, failing with `message` where that gives null. */
export function convertOrFail<TInput, TOutput>(
  convert: (input: TInput) => TOutput | null,
  message: string,
) {
  return v.rawTransform<TInput, TOutput>(({ dataset, addIssue, NEVER }) => {
    const output = convert(dataset.value);
    if (output !== null) return output;
    addIssue({ message });
    return NEVER;
  });
}
