/**
 * One order per intent, on a portal that takes 15 s to answer a guest checkout (longer than the
 * shop's 10 s timeout) and places the order anyway: however often Submit Order is pressed, or the
 * same request repeated, the portal receives exactly one order, and the shopper is told it may have
 * gone through, never that nothing was sent, until the shop finds the order at the portal
 * (order-follow-up.spec.ts has the settling itself). The shop and its demo portal are this file's
 * own.
 */
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkoutBody, fillCheckout } from './lib/checkout-form';
import { useIsolatedShop } from './lib/isolated-shop';
import { plainOffer, plainProductInCart } from './lib/plain-products';

const PORTAL_DELAY_MS = 15_000;
const MAY_HAVE_GONE_THROUGH =
  'We could not confirm your order. It may have gone through, so please do not order again.';

const shop = useIsolatedShop((s) =>
  s.portal.setFaults({ slowPaths: { 'orders/guest-checkout': PORTAL_DELAY_MS } }),
);

/** The guest-checkout requests the portal received for `email`. */
const ordersFor = async (email: string) =>
  (await shop().submissions()).filter(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );

/** Waits until the portal has finished the slow order, then a little more for any second one. */
async function expectOneOrderAtPortal(email: string) {
  await expect
    .poll(async () => (await ordersFor(email)).length, { timeout: PORTAL_DELAY_MS + 15_000 })
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await ordersFor(email)).toHaveLength(1);
}

test('pressing Submit Order again and again leaves one order at the portal, and the shopper is told it may have gone through', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await plainProductInCart(page, shop(), 0);
  const answers: { response: Response; text: Promise<string> }[] = [];
  page.on('response', (r) => {
    // Read at once: the page leaves for the confirmation in the end, taking the bodies with it.
    if (new URL(r.url()).pathname === '/api/orders') answers.push({ response: r, text: r.text() });
  });

  await page.goto(`${shop().url}/cart/checkout`);
  const email = `intent-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  const submit = page.getByRole('button', { name: 'Submit Order' });
  // An impatient double click, then more presses while the first is still on its way.
  await submit.dblclick();
  for (let press = 0; press < 4; press++) {
    await page.waitForTimeout(500);
    await submit.click({ force: true, timeout: 1_000 }).catch(() => undefined);
  }
  const warning = page.locator('[data-order-pending]');
  await expect(warning).toContainText(MAY_HAVE_GONE_THROUGH, { timeout: 20_000 });

  // Pressing again once warned asks the shop again, which sends nothing: it warns again, or, once
  // the shop has found the order at the portal (about 2 s after the portal stored it), confirms it.
  for (let press = 0; press < 3 && (await submit.isEnabled()); press++) {
    const answered = page.waitForResponse('**/api/orders');
    await submit.click();
    expect([202, 200]).toContain((await answered).status());
  }
  await expect(page.getByText('Nothing was sent')).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });

  const posts = answers.filter(({ response }) => response.request().method() === 'POST');
  const bodies = await Promise.all(
    posts.map(async ({ response, text }) => ({ status: response.status(), text: await text })),
  );
  expect(bodies.length).toBeGreaterThanOrEqual(2);
  for (const body of bodies) {
    expect([202, 200]).toContain(body.status);
    expect(body.text).not.toContain('Nothing was sent');
  }
  const keys = new Set(
    posts.map(({ response }) => response.request().headers()['idempotency-key']),
  );
  expect(keys.size).toBe(1);

  await expectOneOrderAtPortal(email);
  const [key] = keys;
  expect((await ordersFor(email))[0]?.body.note).toBe(`Shop order key: ${key}`);
});

test('the same order sent twice at once, and again later, reaches the portal once per key', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const intents = await Promise.all(
    [1, 2, 3].map(async (n) => {
      const { offer } = await plainOffer(request, shop(), n);
      const email = `double-${n}-${Date.now()}@example.ae`;
      return {
        key: `double-submit-${n}-${Date.now()}`,
        email,
        body: checkoutBody(
          email,
          [{ product_id: offer.id, qty: 2 }],
          (offer.salePrice ?? offer.price) * 2,
        ),
      };
    }),
  );
  const send = (intent: (typeof intents)[number], n: number) =>
    request.post(`${shop().url}/api/orders`, {
      headers: {
        Origin: shop().url,
        'Content-Type': 'application/json',
        'Idempotency-Key': intent.key,
        'X-Forwarded-For': `10.88.${intents.indexOf(intent)}.${n}`,
      },
      data: intent.body,
      timeout: 30_000,
    });
  const unconfirmed = (key: string) =>
    `${MAY_HAVE_GONE_THROUGH} Call +971 4 123 4567 or e-mail sales@gulfitstore.ae and quote order key ${key}.`;

  const firstPresses = await Promise.all(
    intents.map(async (intent) => Promise.all([send(intent, 1), send(intent, 2)])),
  );
  for (const [i, answers] of firstPresses.entries()) {
    const key = intents[i]?.key as string;
    const seen = await Promise.all(answers.map(async (a) => [a.status(), await a.json()]));
    // One of the two was still in flight when the other arrived; the first ran into the shop's
    // timeout.
    expect(seen).toEqual(
      expect.arrayContaining([
        [202, { ok: false, code: 'order-pending', error: unconfirmed(key), settling: true }],
        [202, { ok: false, code: 'outcome-unknown', error: unconfirmed(key), settling: true }],
      ]),
    );
  }
  for (const intent of intents) {
    const again = await send(intent, 3);
    // Asked again before the portal has stored it (15 s): still being looked for.
    expect([again.status(), await again.json()]).toEqual([
      202,
      { ok: false, code: 'outcome-unknown', error: unconfirmed(intent.key), settling: true },
    ]);
  }
  for (const intent of intents) {
    await expectOneOrderAtPortal(intent.email);
    expect((await ordersFor(intent.email))[0]?.body.note).toBe(`Shop order key: ${intent.key}`);
  }
});
