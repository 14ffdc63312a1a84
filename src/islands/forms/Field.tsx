import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  /** A select of `options` instead of an input, led by an empty choice reading `prompt`. */
  choices?: { prompt: string; options: readonly { value: string; label: string }[] };
  /** What a valid value looks like, read with the field. */
  hint?: string;
  error?: string;
  children?: ReactNode;
}

/** A labelled form field; required ones are marked with a star that screen readers skip. */
export function Field({
  id,
  label,
  multiline = false,
  rows = 5,
  choices,
  hint,
  error,
  required,
  className,
  ...input
}: Props) {
  const control = [
    'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-ink shadow-sm',
    'focus:border-brand-700 aria-invalid:border-danger',
  ].join(' ');
  const described =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          name={input.name}
          defaultValue={input.defaultValue}
          rows={rows}
          className={control}
        />
      ) : choices ? (
        <select
          {...shared}
          name={input.name}
          autoComplete={input.autoComplete}
          defaultValue=""
          className={`${control} min-h-11`}
        >
          <option value="">{choices.prompt}</option>
          {choices.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type="text" className={`${control} min-h-11`} {...shared} {...input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
