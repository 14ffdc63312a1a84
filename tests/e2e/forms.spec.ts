/** Quote and newsletter forms, with the demo portal answering and failing on purpose. */
import { expect, portalSubmissions, setPortalFaults, test, whenHydrated } from './fixtures';

// These tests switch the demo portal's contact call off and on: they must not overlap.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setPortalFaults({ failPaths: [] }));

test('a quote request is sent, the form resets and a toast confirms it', async ({ page }) => {
  await page.goto('/get-quote');
  await expect(page.getByRole('heading', { name: 'Request a Quote' })).toBeVisible();
  await whenHydrated(page.getByLabel('First Name'));
  const email = `quote-${Date.now()}@example.ae`;
  await page.getByLabel('First Name').fill('Fatima');
  await page.getByLabel('Last Name').fill('Al Suwaidi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Description').fill('20 x Yealink T54W for a new office in Business Bay');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Quote request sent successfully!')).toBeVisible();
  await expect(page.getByText('We will get back to you as soon as possible.')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('');
  const sent = (await portalSubmissions()).find(
    (s) => s.endpoint.includes('send_contact') && s.body.email === email,
  );
  expect(sent?.body).toEqual({
    first_name: 'Fatima',
    last_name: 'Al Suwaidi',
    email,
    description: '20 x Yealink T54W for a new office in Business Bay',
  });
});

test('a quote the portal cannot take shows an error inline', async ({ page }) => {
  await setPortalFaults({ failPaths: ['website/send_contact'] });
  await page.goto('/get-quote');
  await whenHydrated(page.getByLabel('First Name'));
  await page.getByLabel('First Name').fill('Fatima');
  await page.getByLabel('Last Name').fill('Al Suwaidi');
  await page.getByLabel('Email').fill('fatima@example.ae');
  await page.getByLabel('Description').fill('A quote');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toContainText('please try again');
  await expect(page.getByLabel('First Name')).toHaveValue('Fatima');
});

test('newsletter: success, then failure, with the texts of the spec', async ({ page }) => {
  await page.goto('/');
  const email = `news.letter-${Date.now()}@example.ae`;
  const input = page.getByLabel('Email address');
  await whenHydrated(input);
  await input.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  const sent = (await portalSubmissions()).find(
    (s) => s.endpoint.includes('send_contact') && s.body.email === email,
  );
  expect(sent?.body).toMatchObject({
    first_name: 'News',
    description: expect.stringContaining('Newsletter subscription'),
  });

  await setPortalFaults({ failPaths: ['website/send_contact'] });
  await input.fill(`again-${Date.now()}@example.ae`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription failed. Please try again.')).toBeVisible();
});
