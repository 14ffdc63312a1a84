import { startTransition, useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true after. Anything read from local storage is
 * shown only once this is true, so the first client render matches the server's (no React 418).
 * The render it starts (the cart's lines and summary, the checkout's summary, the buy box's live
 * controls) is a transition: React renders it in slices and gives the main thread back between
 * them. As a plain update it would be one long task, the longest at start-up on the cart (ADR
 * 0020); what the shopper sees, and when it is committed, is the same.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
