/**
 * What shoppers ask staff for, in both languages: a quote for the cart or for one product (the
 * form starts with what was asked about, and the shopper may change it), and "Notify me when
 * available" on a sold-out product. Each checks what the portal's contact call received.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  openListedProduct,
  portalSubmissions,
  readyBuyBox,
  storeBeforeLoad,
  test,
  whenHydrated,
  type StoredCartLine,
} from './fixtures';

const words = {
  en: {
    prefix: '',
    requestCartQuote: 'Request a quote for this cart',
    askForQuote: 'Ask for a quote',
    increase: 'Increase quantity',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    description: 'Description',
    send: 'Submit Request',
    sent: 'Quote request sent successfully!',
    intro: 'Please send me a quote for:',
    line: (name: string, code: string, quantity: number) =>
      `- ${name} (code ${code}), quantity ${quantity}`,
    lineNoCode: (name: string, quantity: number) => `- ${name}, quantity ${quantity}`,
    notify: 'Notify me when available',
    notified: (email: string, name: string) =>
      `Thank you. We will e-mail ${email} when ${name} is back in stock.`,
    language: 'English',
  },
  ar: {
    prefix: '/ar',
    requestCartQuote: 'اطلب عرض سعر لهذه السلة',
    askForQuote: 'اطلب عرض سعر',
    increase: 'زيادة الكمية',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    description: 'التفاصيل',
    send: 'إرسال الطلب',
    sent: 'تم إرسال طلب عرض السعر بنجاح!',
    intro: 'يُرجى إرسال عرض سعر لما يلي:',
    line: (name: string, code: string, quantity: number) =>
      `- ${name} (الرمز ${code})، الكمية ${quantity}`,
    lineNoCode: (name: string, quantity: number) => `- ${name}، الكمية ${quantity}`,
    notify: 'أعلمني عند التوفر',
    notified: (email: string, name: string) =>
      `شكرًا لك. سنراسلك على ${email} عندما يتوفر ${name} من جديد.`,
    language: 'Arabic',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

// Each test is a shopper of its own (the test server trusts one proxy: X-Forwarded-For's last
// entry): the quote route takes five requests in ten minutes from one client, and the other specs
// send quotes too.
let shopper = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.${100 + test.info().workerIndex}.${++shopper}`,
  });
});

/** Fills in who is asking, sends the quote form, and returns what the portal received for it. */
async function sendQuote(page: Page, w: Words) {
  const email = `quote-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.ae`;
  await page.getByLabel(w.firstName).fill('Fatima');
  await page.getByLabel(w.lastName).fill('Al Suwaidi');
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(email);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByText(w.sent)).toBeVisible();
  const sent = (await portalSubmissions()).find(
    (s) => s.endpoint.includes('send_contact') && s.body.email === email,
  );
  return { email, sent: sent?.body };
}

/** The product of a product page as it names itself: its heading and its model number. */
async function shownProduct(page: Page) {
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const code = ((await page.locator('main bdi[dir="ltr"]').first().textContent()) ?? '').trim();
  return { name, code };
}

for (const [language, w] of Object.entries(words)) {
  test.describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('the cart asks for a quote of its lines, and the shopper may edit the text before sending', async ({
      page,
    }) => {
      const cart: StoredCartLine[] = [
        {
          id: 1,
          name: 'Gate Switch 24',
          code: 'GS-24',
          price: 120_000,
          image: null,
          brand: 'Cisco',
          quantity_available: 40,
          quantity: 3,
        },
        // Saved before cart lines kept the model number.
        {
          id: 2,
          name: 'Gate Phone',
          price: 45_000,
          image: null,
          brand: 'Yealink',
          quantity_available: 10,
          quantity: 1,
        },
      ];
      await storeBeforeLoad(page, { cart });
      await page.goto(`${w.prefix}/cart`);
      await page.getByRole('link', { name: w.requestCartQuote }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/get-quote\\?from=cart$`));
      const description = page.getByLabel(w.description);
      await whenHydrated(page.getByLabel(w.firstName));
      const asked = [
        w.intro,
        w.line('Gate Switch 24', 'GS-24', 3),
        w.lineNoCode('Gate Phone', 1),
      ].join('\n');
      await expect(description).toHaveValue(asked);
      await description.press('ControlOrMeta+End');
      await description.pressSequentially('\nDelivery to Dubai Marina');
      const { email, sent } = await sendQuote(page, w);
      expect(sent).toEqual({
        first_name: 'Fatima',
        last_name: 'Al Suwaidi',
        email,
        description: `${asked}\nDelivery to Dubai Marina`,
      });
    });

    test('a product page asks for a quote of that product, at the quantity chosen', async ({
      page,
    }) => {
      await openListedProduct(page, { listing: `${w.prefix}/network-switches` });
      const buyBox = await readyBuyBox(page);
      const product = await shownProduct(page);
      await buyBox.getByRole('button', { name: w.increase }).click();
      await buyBox.getByRole('button', { name: w.increase }).click();
      await buyBox.getByRole('link', { name: w.askForQuote }).click();
      const description = page.getByLabel(w.description);
      await whenHydrated(page.getByLabel(w.firstName));
      const asked = [w.intro, w.line(product.name, product.code, 3)].join('\n');
      await expect(description).toHaveValue(asked);
      const { email, sent } = await sendQuote(page, w);
      expect(sent).toEqual({
        first_name: 'Fatima',
        last_name: 'Al Suwaidi',
        email,
        description: asked,
      });
    });

    test('a sold-out product takes an e-mail to tell when it is back, says what will happen, and staff hear which product', async ({
      page,
    }) => {
      await openListedProduct(page, { listing: `${w.prefix}/network-switches`, soldOut: true });
      const buyBox = await readyBuyBox(page);
      const product = await shownProduct(page);
      const pageUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
      const form = buyBox.locator('[data-notify-form]');
      await expect(form.getByRole('heading', { name: w.notify })).toBeVisible();
      const stamp = Date.now();
      const email = `notify.me${stamp}@example.ae`;
      await form.getByLabel(w.email).fill(email);
      await form.getByRole('button', { name: w.notify }).click();
      await expect(form.getByRole('status')).toHaveText(w.notified(email, product.name));
      await expect(form.getByLabel(w.email)).toHaveValue('');
      const sent = (await portalSubmissions()).find(
        (s) => s.endpoint.includes('send_contact') && s.body.email === email,
      );
      expect(sent?.body).toEqual({
        first_name: 'Notify',
        last_name: `Me${stamp}`,
        email,
        description: [
          `Back-in-stock request: please e-mail ${email} when this product is available again.`,
          `Product: ${product.name}`,
          `Code: ${product.code}`,
          `Page: ${pageUrl}`,
          `Shopper's language: ${w.language}`,
        ].join('\n'),
      });
    });
  });
}
