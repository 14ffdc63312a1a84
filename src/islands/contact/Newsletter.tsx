import { useId, useState, type SubmitEvent } from 'react';
import { honeypotField } from '../../domain/honeypot';
import { formText } from '../forms/form-text';
import { Honeypot } from '../forms/Honeypot';
import { postJson } from '../../browser/post-json';
import type { Messages } from '../../i18n/messages';

type State = 'idle' | 'submitting' | 'success' | 'error';

export default function Newsletter({ t }: { t: Messages['newsletter'] }) {
  const [state, setState] = useState<State>('idle');
  const id = useId();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setState('submitting');
    const result = await postJson('/api/subscribe', {
      email: formText(data, 'email'),
      [honeypotField]: formText(data, honeypotField),
    });
    setState(result.ok ? 'success' : 'error');
    if (result.ok) form.reset();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="relative flex flex-col gap-2"
      noValidate={false}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t.label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t.placeholder}
          className={[
            'min-h-11 flex-1 rounded-md border border-white/40 bg-white px-3 text-ink',
            'placeholder:text-ink-muted',
          ].join(' ')}
        />
        <button
          type="submit"
          disabled={state === 'submitting'}
          className="btn btn-accent min-h-11 disabled:opacity-70"
        >
          {state === 'submitting' ? t.subscribing : t.subscribe}
        </button>
      </div>
      <Honeypot />
      <p role="status" className="min-h-6 text-sm font-medium">
        {state === 'success' && t.success}
        {state === 'error' && t.failed}
      </p>
    </form>
  );
}
