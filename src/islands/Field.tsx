import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  error?: string;
  children?: ReactNode;
}

/** A labelled form field; required ones are marked with a star that screen readers skip. */
export function Field({ id, label, multiline = false, rows = 5, error, required, className, ...input }: Props) {
  const control =
    'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 aria-invalid:border-danger';
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={input.name}
          required={required}
          rows={rows}
          className={control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      ) : (
        <input id={id} type="text" required={required} className={`${control} min-h-11`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
