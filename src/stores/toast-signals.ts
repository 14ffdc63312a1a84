/**
 * Where the toasts store and the toast directive meet. Kept apart from the store so that the
 * directive, inlined into every page, carries these names and nothing else.
 */
/** Session storage key of the toasts raised right before a page change, shown on the next page. */
export const pendingToastsKey = 'pending-toasts';
/** Dispatched on window each time a toast is raised. */
export const toastEvent = 'shop:toast';
