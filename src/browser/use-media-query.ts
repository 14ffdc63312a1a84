import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, kept current as it changes; null on the server and
 * while hydrating, so the first client render matches the server's.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
