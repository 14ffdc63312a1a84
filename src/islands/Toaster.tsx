/**
 * Shows the toasts raised by any island (src/stores/toasts.ts). Sonner is loaded only when the
 * first toast arrives, so pages where nothing is announced ship none of it. Sonner renders its
 * toasts in a polite live region, so screen readers hear them.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { $toasts, takePendingToasts, type ToastMessage } from '../stores/toasts';

type Sonner = typeof import('sonner');

export default function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    let loaded: Sonner | null = null;
    let loading: Promise<Sonner> | null = null;
    const show = (module: Sonner, messages: readonly ToastMessage[]) => {
      for (const m of messages) {
        const options = { description: m.description };
        if (m.variant === 'destructive') module.toast.error(m.title, options);
        else module.toast.success(m.title, options);
      }
      $toasts.set([]);
    };
    const unsubscribe = $toasts.subscribe((messages) => {
      if (!messages.length) return;
      if (loaded) return show(loaded, messages);
      loading ??= import('sonner').then((module) => {
        loaded = module;
        setSonner(module);
        return module;
      });
      // Sonner's Toaster must be mounted before toast() calls are shown.
      void loading.then((module) => requestAnimationFrame(() => show(module, $toasts.get())));
    });
    takePendingToasts();
    return unsubscribe;
  }, []);

  if (!sonner) return null;
  const SonnerToaster = sonner.Toaster as ComponentType<Record<string, unknown>>;
  return (
    <SonnerToaster position="top-center" richColors closeButton toastOptions={{ duration: 4000 }} />
  );
}
