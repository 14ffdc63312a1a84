/**
 * A quantity input with minus/plus buttons; never below 1 (minus is disabled there). With a `max`,
 * changes stop there (plus is disabled), but a value already above it is shown as it is.
 */
import type { Messages } from '../../i18n/messages';
import { stepperStyles } from '../../views/stepper-styles';

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

export function QuantityStepper({
  value,
  onChange,
  label,
  t,
  disabled = false,
  size = 'md',
  max = Number.POSITIVE_INFINITY,
}: Props) {
  const styles = stepperStyles(size);
  return (
    <div role="group" aria-label={label} className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-label={t.decrease}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
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
        className={styles.input}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
