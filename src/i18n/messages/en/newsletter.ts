/** The newsletter sign-up on the home page. */
export const newsletter = {
  label: 'Email address',
  placeholder: 'Your email address',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  success: 'Thank you for subscribing to our newsletter!',
  failed: 'Subscription failed. Please try again.',
};
