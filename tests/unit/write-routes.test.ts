import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalConfigError } from '../../src/config/settings';
import { PortalError } from '../../src/portal/errors';
import { captureLog, type LogLine } from './log-capture';
import { callRoute } from './route-call';

const sendContact = vi.fn();
const serverPortal = vi.fn(() => ({}));
vi.mock('../../src/portal/api', () => ({ sendContact }));
vi.mock('../../src/server/portal', () => ({ serverPortal }));

const quote = await import('../../src/pages/api/quote');
const subscribe = await import('../../src/pages/api/subscribe');
const notify = await import('../../src/pages/api/notify');

const SHOP = 'http://shop.test';
// Writes are accepted from the configured origin only (SITE_URL), read on the first request.
vi.stubEnv('SITE_URL', SHOP);
let client = 0;
const send = (route: typeof quote.POST, path: string, body: unknown) =>
  callRoute(route, {
    method: 'POST',
    url: `${SHOP}${path}`,
    headers: { Origin: SHOP, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    clientAddress: `10.3.0.${++client}`,
  });
const answer = async (res: Response) => [res.status, await res.json()] as const;

const routes = [
  {
    name: 'quote',
    call: () =>
      send(quote.POST, '/api/quote', {
        first_name: 'Sara',
        last_name: 'Khan',
        email: 'sara@example.ae',
        description: 'Ten IP phones, please.',
      }),
    retry:
      'The shop could not send your quote request just now. Nothing was sent; please try again in 30 seconds.',
    unavailable:
      'Quote requests cannot be sent online just now. Please call +971 4 123 4567 or e-mail sales@gulfitstore.ae.',
    unconfirmed:
      'We could not confirm that your quote request arrived; please try again in a minute, or call +971 4 123 4567 or e-mail sales@gulfitstore.ae.',
  },
  {
    name: 'subscribe',
    call: () => send(subscribe.POST, '/api/subscribe', { email: 'sara@example.ae' }),
    retry:
      'The shop could not sign you up for the newsletter just now. Nothing was sent; please try again in 30 seconds.',
    unavailable: 'Newsletter sign-up is not available just now. Please try again later.',
    unconfirmed: 'We could not confirm your newsletter sign-up; please try again in a minute.',
  },
  {
    name: 'notify',
    call: () => send(notify.POST, '/api/notify', { email: 'sara@example.ae', product_id: 106 }),
    retry:
      'The shop could not send your request just now. Nothing was sent; please try again in 30 seconds.',
    unavailable:
      'Back-in-stock requests cannot be sent online just now. Please call +971 4 123 4567 or e-mail sales@gulfitstore.ae.',
    unconfirmed:
      'We could not confirm that your request arrived; please try again in a minute, or call +971 4 123 4567 or e-mail sales@gulfitstore.ae.',
  },
];

let logged: LogLine[];
beforeEach(() => {
  sendContact.mockReset().mockResolvedValue(undefined);
  serverPortal.mockReset().mockReturnValue({});
  logged = captureLog();
});
const problems = (name: string) =>
  logged
    .filter(
      (line) => line.level === 'error' && line.event === name && line.configurationProblem === true,
    )
    .map((line) => line.msg);
afterEach(() => vi.restoreAllMocks());

describe.each(routes)('POST /api/$name', ({ name, call, retry, unavailable, unconfirmed }) => {
  it('names its own purpose when nothing could be sent, with Retry-After to match', async () => {
    sendContact.mockRejectedValueOnce(
      new PortalError({
        kind: 'busy',
        endpoint: 'POST website/send_contact',
        detail: 'not sent: queue full',
      }),
    );
    const res = await call();
    expect(await answer(res)).toEqual([503, { ok: false, error: retry }]);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(retry).not.toContain('order');
  });

  it("uses the portal's Retry-After when it sends one", async () => {
    sendContact.mockRejectedValueOnce(
      new PortalError({
        kind: 'http',
        endpoint: 'POST website/send_contact',
        status: 429,
        detail: 'Slow down',
        retryAfterMs: 120_000,
      }),
    );
    const res = await call();
    expect(res.headers.get('retry-after')).toBe('120');
    expect((await res.json()).error).toBe(retry.replace('30 seconds', '120 seconds'));
  });

  it('never tells a shopper about the API key or the hourly limit, but tells the log loudly', async () => {
    for (const status of [401, 403]) {
      const detail =
        status === 401
          ? "Too many requests (the portal's hourly request limit)"
          : 'Invalid API key';
      sendContact.mockRejectedValueOnce(
        new PortalError({ kind: 'http', endpoint: 'POST website/send_contact', status, detail }),
      );
      expect(await answer(await call())).toEqual([502, { ok: false, error: unavailable }]);
    }
    expect(
      problems(name).filter((msg) =>
        msg.startsWith("CONFIGURATION PROBLEM: portal refused the shop's API key"),
      ),
    ).toHaveLength(2);
    expect(problems(name)).toContainEqual(
      expect.stringContaining('(HTTP 403): check PORTAL_API_KEY'),
    );
  });

  it('treats missing portal settings as a set-up fault', async () => {
    serverPortal.mockImplementationOnce(() => {
      throw new PortalConfigError('portal settings: PORTAL_API_KEY is not set');
    });
    expect(await answer(await call())).toEqual([502, { ok: false, error: unavailable }]);
    expect(problems(name)).toEqual([
      'CONFIGURATION PROBLEM: portal settings: PORTAL_API_KEY is not set',
    ]);
  });

  it('does not claim nothing was sent when the portal may have received it', async () => {
    sendContact.mockRejectedValueOnce(
      new PortalError({
        kind: 'timeout',
        endpoint: 'POST website/send_contact',
        detail: 'timed out after 10000 ms',
      }),
    );
    expect(await answer(await call())).toEqual([502, { ok: false, error: unconfirmed }]);
  });
});

describe("the shop's own origin", () => {
  it('refuses a write whose Origin matches the Host it was sent to, when that is not the shop', async () => {
    const res = await callRoute(subscribe.POST, {
      method: 'POST',
      url: 'http://evil.example/api/subscribe',
      headers: {
        Host: 'evil.example',
        Origin: 'http://evil.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'sara@example.ae' }),
      clientAddress: `10.3.2.${++client}`,
    });
    expect(await answer(res)).toEqual([
      403,
      { ok: false, error: 'Requests must come from the shop itself.' },
    ]);
    expect(sendContact).not.toHaveBeenCalled();
  });
});

describe('answers in the language of the page that asked', () => {
  const inArabic = (route: typeof quote.POST, path: string, body: unknown) =>
    callRoute(route, {
      method: 'POST',
      url: `${SHOP}${path}`,
      headers: { Origin: SHOP, 'Content-Type': 'application/json', 'Accept-Language': 'ar' },
      body: JSON.stringify(body),
      clientAddress: `10.3.1.${++client}`,
    });

  it('names a refused field by its Arabic label', async () => {
    const res = await inArabic(quote.POST, '/api/quote', {
      first_name: 'Sara',
      last_name: '',
      email: 'sara@example.ae',
      description: 'x',
    });
    expect(await answer(res)).toEqual([
      400,
      { ok: false, field: 'last_name', error: 'حقل «اسم العائلة» مطلوب' },
    ]);
  });

  it('says in Arabic that nothing was sent, and when to try again', async () => {
    sendContact.mockRejectedValueOnce(
      new PortalError({
        kind: 'busy',
        endpoint: 'POST website/send_contact',
        detail: 'not sent: queue full',
      }),
    );
    const res = await inArabic(subscribe.POST, '/api/subscribe', { email: 'sara@example.ae' });
    expect(await answer(res)).toEqual([
      503,
      {
        ok: false,
        error:
          'تعذّر على المتجر تسجيلك في النشرة الإخبارية الآن، ولم يُرسَل شيء. يُرجى المحاولة مرة أخرى بعد 30 ثانية.',
      },
    ]);
  });
});

describe('POST /api/notify', () => {
  const ask = (body: unknown, options: { address?: string; language?: string } = {}) =>
    callRoute(notify.POST, {
      method: 'POST',
      url: `${SHOP}/api/notify`,
      headers: {
        Origin: SHOP,
        'Content-Type': 'application/json',
        'Accept-Language': options.language ?? 'en',
      },
      body: JSON.stringify(body),
      clientAddress: options.address ?? `10.3.2.${++client}`,
    });

  // No site is configured here: the page's address is on the origin the request came to.
  it('sends staff the product as the shop published it: name, model number and page, in the language asked in', async () => {
    expect(await answer(await ask({ email: 'sara.khan@example.ae', product_id: 106 }))).toEqual([
      200,
      { ok: true },
    ]);
    expect(sendContact).toHaveBeenCalledWith(
      {},
      {
        first_name: 'Sara',
        last_name: 'Khan',
        email: 'sara.khan@example.ae',
        description: [
          'Back-in-stock request: please e-mail sara.khan@example.ae when this product is available again.',
          'Product: Cisco Catalyst 1000-48T-4G-L 48-Port Gigabit Switch',
          'Code: C1000-48T-4G-L',
          `Page: ${SHOP}/product/product-106`,
          "Shopper's language: English",
        ].join('\n'),
      },
    );
    await ask({ email: 'sara@example.ae', product_id: 106 }, { language: 'ar' });
    expect(sendContact.mock.lastCall?.[1].description).toContain(
      `Page: ${SHOP}/ar/product/product-106`,
    );
    expect(sendContact.mock.lastCall?.[1].description).toContain("Shopper's language: Arabic");
  });

  it('refuses a product the shop does not sell, and a bad e-mail, naming the field; sends nothing', async () => {
    expect(await answer(await ask({ email: 'sara@example.ae', product_id: 999_999 }))).toEqual([
      400,
      { ok: false, field: 'product_id', error: 'Product is not valid' },
    ]);
    expect(await answer(await ask({ email: 'sara@example.ae', product_id: 'x' }))).toEqual([
      400,
      { ok: false, field: 'product_id', error: 'Product is not valid' },
    ]);
    expect(await answer(await ask({ email: 'not an address', product_id: 106 }))).toEqual([
      400,
      { ok: false, field: 'email', error: 'Email must be a valid email address' },
    ]);
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('answers a bot that filled the honeypot as if it worked, and sends nothing', async () => {
    expect(
      await answer(
        await ask({ email: 'bot@example.ae', product_id: 106, website: 'https://spam.example' }),
      ),
    ).toEqual([200, { ok: true }]);
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('takes five requests from one client in ten minutes, then asks it to wait', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await ask({ email: `sara${i}@example.ae`, product_id: 106 }, { address: '10.3.9.9' }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(sendContact).toHaveBeenCalledTimes(5);
  });
});
