/** The checkout as a shopper fills it in, and as the order route receives it. */
import type { Page } from '@playwright/test';

/**
 * Fills the checkout's required fields as a shopper would, billing address only. By the fields'
 * ids, so it serves both languages (the journeys fill them by their labels, in each).
 */
export async function fillCheckout(page: Page, email: string, name = 'Omar Haddad') {
  await page.locator('#name').fill(name);
  await page.locator('#email').fill(email);
  await page.locator('#phone').fill('+971 55 765 4321');
  await page.locator('#billing-line1').fill('Warehouse 7, Al Quoz 3');
  await page.locator('#billing-city').fill('Dubai');
}

/** What the checkout page sends the order route for `items`, billing address only. */
export function checkoutBody(
  email: string,
  items: { product_id: number; qty: number }[],
  expectedTotal?: number,
) {
  return {
    name: 'Omar Haddad',
    company: '',
    email,
    phone: '+971 55 765 4321',
    billing_line1: 'Warehouse 7, Al Quoz 3',
    billing_line2: '',
    billing_city: 'Dubai',
    billing_postal_code: '',
    billing_state: '',
    billing_country: 'United Arab Emirates',
    same_as_billing: true,
    note: '',
    items,
    ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
  };
}
