/**
 * Toasts any island or page script can raise. The Toaster island shows them, hydrated when the
 * first one is raised (src/browser/shell/toast-directive.ts); messages raised right before a page
 * change are kept in session storage and shown on the next page.
 */
import { atom } from 'nanostores';
import { pendingToastsKey as pendingKey, toastEvent } from './toast-signals';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const $toasts = atom<ToastMessage[]>([]);

export function notify(message: ToastMessage): void {
  $toasts.set([...$toasts.get(), message]);
  window.dispatchEvent(new Event(toastEvent));
}

/** For a toast that must survive the navigation that follows it. */
export function notifyAfterNavigation(message: ToastMessage): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(pendingKey) ?? '[]') as ToastMessage[];
    sessionStorage.setItem(pendingKey, JSON.stringify([...pending, message]));
  } catch {
    notify(message);
  }
}

/** Moves toasts left by the previous page into the queue. */
export function takePendingToasts(): void {
  try {
    const raw = sessionStorage.getItem(pendingKey);
    sessionStorage.removeItem(pendingKey);
    const pending = raw ? (JSON.parse(raw) as unknown) : [];
    if (Array.isArray(pending)) {
      for (const m of pending as unknown[])
        if (typeof m === 'object' && m && 'title' in m && typeof m.title === 'string')
          notify(m as ToastMessage);
    }
  } catch {
    // Storage unavailable or corrupt: there is nothing to show.
  }
}
