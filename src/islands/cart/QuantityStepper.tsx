/**
 * A quantity input with minus/plus buttons; never below 1 (minus is disabled there). With a `max`,
 * changes stop there (plus is disabled), but a value already above it is shown as it is.
 */
import type { Messages } from '../../i18n/messages';

interface Props {
  value: number;
  onChange: (value: number) => void;
  label: string;
  /** The words of the buttons and the box, in the page's language. */
  t: Messages['common']['stepper'];
  disabled?: boolean;
  size?: 'sm' | 'md';
  max?: number;
}

export function QuantityStepper({ value, onChange, label, t, disabled = false, size = 'md', max = Number.POSITIVE_INFINITY }: Props) {
  const box = size === 'sm' ? 'size-9' : 'size-11';
  const button = `${box} flex items-center justify-center text-lg font-bold text-ink hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400`;
  return (
    <div role="group" aria-label={label} className="inline-flex items-stretch overflow-hidden rounded-md border border-gray-300 bg-white">
      <button type="button" className={button} aria-label={t.decrease} disabled={disabled || value <= 1} onClick={() => onChange(Math.max(1, value - 1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Number.isFinite(max) ? Math.max(1, max) : undefined}
        step={1}
        value={value}
        disabled={disabled}
        aria-label={t.quantity}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value));
          if (Number.isFinite(n)) onChange(Math.max(1, Math.min(n, max)));
        }}
        className={`${size === 'sm' ? 'w-12' : 'w-14'} border-x border-gray-300 text-center font-semibold text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button type="button" className={button} aria-label={t.increase} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
