/**
 * "Notify me when available", in the buy box of a sold-out product: the shopper's e-mail goes to
 * the shop's notify route, which names the product to staff. It says beforehand what will happen,
 * and afterwards what will.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { honeypotField } from '../../domain/honeypot';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages';
import { Field } from '../forms/Field';
import { formText } from '../forms/form-text';
import { Honeypot } from '../forms/Honeypot';
import { postJson } from '../../browser/post-json';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string; field?: string };

interface Props {
  productId: number;
  /** As the page names it. */
  name: string;
  /**
   * Until the island runs, a press would submit the form natively, putting the e-mail in the URL.
   */
  ready: boolean;
  t: Messages['notify'];
}

export function NotifyForm({ productId, name, ready, t }: Props) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = formText(data, 'email');
    setState({ kind: 'sending' });
    const result = await postJson('/api/notify', {
      email,
      product_id: productId,
      [honeypotField]: formText(data, honeypotField),
    });
    if (result.ok) {
      form.reset();
      setState({ kind: 'sent', email: email.trim() });
    } else {
      // The route answers in the page's language; no answer at all gets the island's own words.
      setState({ kind: 'failed', message: result.error || t.failed, field: result.field });
    }
  }

  const failed = state.kind === 'failed' ? state : null;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="relative flex flex-col gap-3 rounded-md bg-gray-50 p-4"
      aria-labelledby={`${id}-title`}
      data-notify-form
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        {t.title}
      </h2>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      <Field
        id={`${id}-email`}
        name="email"
        type="email"
        label={t.email}
        required
        autoComplete="email"
        error={failed?.field === 'email' ? failed.message : undefined}
      />
      <Honeypot />
      <button
        type="submit"
        disabled={!ready || state.kind === 'sending'}
        className="btn btn-primary min-h-11 disabled:opacity-70"
      >
        {state.kind === 'sending' ? t.sending : t.send}
      </button>
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {state.kind === 'sent' ? fill(t.sent, { email: state.email, name }) : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {failed && failed.field !== 'email' ? failed.message : ''}
      </p>
    </form>
  );
}
