import { honeypotField } from '../../domain/honeypot';

/** A field hidden from people (and from assistive technology) that bots fill in. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
