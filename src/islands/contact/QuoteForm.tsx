import { useEffect, useState, type SubmitEvent } from 'react';
import { honeypotField } from '../../domain/honeypot';
import { quoteDescription, quoteRequestOf } from '../../domain/contact/quote-request';
import { $cart } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { Field } from '../forms/Field';
import { formText } from '../forms/form-text';
import { Honeypot } from '../forms/Honeypot';
import { postJson } from '../../browser/post-json';
import { useMounted } from '../../browser/use-mounted';
import type { Messages } from '../../i18n/messages';

const fields = ['first_name', 'last_name', 'email', 'description', honeypotField] as const;

export default function QuoteForm({ t }: { t: Messages['quote'] }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  // Until the island runs, a press would submit the form natively, putting the shopper's details in
  // the URL.
  const mounted = useMounted();
  // Asked for from the cart or a product page: the description starts with what was asked about.
  const [prefill, setPrefill] = useState('');
  useEffect(() => {
    const asked = quoteRequestOf(new URLSearchParams(window.location.search));
    if (!asked) return;
    const items =
      asked.kind === 'product'
        ? [asked.item]
        : $cart
            .get()
            .map((line) => ({ name: line.name, code: line.code ?? '', quantity: line.quantity }));
    if (items.length > 0) setPrefill(quoteDescription(items, t));
  }, [t]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    setError(null);
    const result = await postJson(
      '/api/quote',
      Object.fromEntries(fields.map((f) => [f, formText(data, f)])),
    );
    setSending(false);
    if (result.ok) {
      form.reset();
      setPrefill('');
      notify({ title: t.sent, description: t.sentText });
    } else {
      // The route answers in the page's language; no answer at all gets the page's own words.
      setError({ message: result.error || t.failed, field: result.field });
    }
  }

  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} className="relative grid gap-4 sm:grid-cols-2">
      <Field
        id="quote-first-name"
        name="first_name"
        label={t.firstName}
        required
        autoComplete="given-name"
        error={fieldError('first_name')}
      />
      <Field
        id="quote-last-name"
        name="last_name"
        label={t.lastName}
        required
        autoComplete="family-name"
        error={fieldError('last_name')}
      />
      <Field
        id="quote-email"
        name="email"
        type="email"
        label={t.email}
        required
        autoComplete="email"
        className="sm:col-span-2"
        error={fieldError('email')}
      />
      {/* Keyed by its starting text: a textarea takes its default value once, when it is made. */}
      <Field
        key={prefill}
        id="quote-description"
        name="description"
        label={t.description}
        required
        multiline
        rows={6}
        defaultValue={prefill}
        className="sm:col-span-2"
        error={fieldError('description')}
      />
      <Honeypot />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <div role="alert" className="text-sm font-medium text-danger">
          {error && !error.field ? error.message : null}
        </div>
        <button
          type="submit"
          disabled={!mounted || sending}
          className="btn btn-primary min-h-11 self-start px-6 disabled:opacity-70"
        >
          {sending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
