/**
 * Order tracking's state: the reference (filled from `?reference=`, the confirmation page's link),
 * the question to the shop's own route, and its answer: the order, or what went wrong, beside the
 * field it concerns when the route names one.
 */
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { honeypotField } from '../../domain/honeypot';
import { trackedOrderSchema, type TrackedOrder } from '../../domain/tracking/order-tracking';
import type { Messages } from '../../i18n/messages';
import { postJson } from '../../browser/post-json';
import { useMounted } from '../../browser/use-mounted';
import { formText } from '../forms/form-text';

export function useTrackOrder(t: Pick<Messages['track'], 'failed'>) {
  const mounted = useMounted();
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  /** The order's box, given the focus when an order arrives. */
  const result = useRef<HTMLElement>(null);

  useEffect(() => {
    setReference(new URLSearchParams(window.location.search).get('reference') ?? '');
  }, []);
  useEffect(() => {
    if (order) result.current?.focus();
  }, [order]);

  async function submit(data: FormData) {
    setBusy(true);
    setError(null);
    setOrder(null);
    const body = Object.fromEntries(
      ['reference', 'email', honeypotField].map((f) => [f, formText(data, f)]),
    );
    const answer = await postJson<{ order: unknown }>('/api/track-order', body);
    setBusy(false);
    if (answer.ok) {
      const parsed = v.safeParse(trackedOrderSchema, answer.order);
      if (parsed.success) setOrder(parsed.output);
      else setError({ message: t.failed });
    } else setError({ message: answer.error || t.failed, field: answer.field });
  }

  return {
    mounted,
    reference,
    setReference,
    busy,
    order,
    result,
    submit,
    /** The message shown beside this field, if the route named it. */
    fieldError: (name: string) => (error?.field === name ? error.message : undefined),
    /** A message that names no field, shown above the button. */
    formError: error && !error.field ? error.message : null,
  };
}
