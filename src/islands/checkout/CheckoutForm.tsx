/**
 * Checkout: the shopper's details, cash on delivery, and the order summary. On opening, the lines
 * are re-priced with the shop's live figures; a sold-out line or one above the stock stops the
 * order until the cart is put right. The order route gets the form, the product ids and quantities
 * (never prices) and the Grand Total shown, which it only compares with the live total. One
 * idempotency key stands for one intent to order (./checkout-form-state.ts).
 */
import type { SubmitEvent } from 'react';
import { Honeypot } from '../forms/Honeypot';
import { PrePainted } from '../../views/PrePainted';
import {
  CheckoutSummary,
  heading,
  OrderActions,
  PlacedOrder,
  section,
  ShopperFieldsets,
} from './checkout-form-views';
import { useCheckoutForm, type CheckoutFormOptions } from './checkout-form-state';

export default function CheckoutForm(props: CheckoutFormOptions) {
  const { pricesIncludeVat, locale, t } = props;
  const checkout = useCheckoutForm(props);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void checkout.submit(new FormData(event.currentTarget));
  }

  // The form does not depend on the stored cart, so it is in the pre-rendered page; the summary is
  // painted before React by a script of the page (src/views/PrePainted.tsx) or fills in once the
  // cart is read, inside a box already on screen (no layout shift).
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <form
        onSubmit={submit}
        className="relative flex flex-col gap-6"
        aria-describedby="checkout-error"
      >
        <ShopperFieldsets checkout={checkout} t={t} />
        <Honeypot />
        <OrderActions checkout={checkout} t={t} />
        {checkout.placed && (
          <PlacedOrder
            order={checkout.placed}
            confirmationHref={checkout.urls.confirmation}
            t={t}
          />
        )}
      </form>
      <aside aria-labelledby="checkout-summary-heading" className={`${section} h-fit`}>
        <h2 id="checkout-summary-heading" className={heading}>
          {t.summary}
        </h2>
        {checkout.mounted ? (
          <CheckoutSummary
            checkout={checkout}
            pricesIncludeVat={pricesIncludeVat}
            locale={locale}
            t={t}
          />
        ) : (
          <>
            <PrePainted name="checkout-summary" />
            <p className="text-sm text-ink-muted" data-prepaint-fallback>
              {t.loading}
            </p>
          </>
        )}
      </aside>
    </div>
  );
}
