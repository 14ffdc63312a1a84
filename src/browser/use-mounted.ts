import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true after. Anything read from local storage is
 * shown only once this is true, so the first client render matches the server's (no React 418).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
