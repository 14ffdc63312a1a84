/** The printable order slip the portal serves at /shop/orders?download={id}&hash={hash}. */
import type { Address } from './checkout.ts';
import type { PlacedOrder } from './orders.ts';
import { escapeHtml } from '../../src/domain/escape.ts';

const aed = (fils: number) =>
  `AED ${(fils / 100).toLocaleString('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function addressLines(address: Address): string {
  return [
    address.line1,
    address.line2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .map(escapeHtml)
    .join('<br>');
}

export function orderSlipHtml(order: PlacedOrder): string {
  const { input, priced } = order;
  const rows = priced.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)}<br><small>${escapeHtml(line.productCode)}</small></td><td class="n">${line.quantity}</td><td class="n">${line.unitPrice === 0 ? 'Free' : aed(line.unitPrice)}</td><td class="n">${aed(line.gross)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Order ${escapeHtml(order.referenceNo)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}.n{text-align:right}.cols{display:flex;gap:3rem}</style>
</head><body>
<h1>Order ${escapeHtml(order.referenceNo)}</h1>
<p>Date: ${escapeHtml(order.date)} &middot; Payment: Cash on delivery (pending) &middot; Status: pending</p>
<div class="cols"><div><h2>Bill to</h2><p>${escapeHtml(input.name)}${input.company ? `<br>${escapeHtml(input.company)}` : ''}<br>${addressLines(input.billing)}<br>${escapeHtml(input.phone)}<br>${escapeHtml(input.email)}</p></div>
<div><h2>Ship to</h2><p>${addressLines(input.shipping)}</p></div></div>
<table><thead><tr><th>Product</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Total</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="3" class="n">Subtotal (excl. VAT)</td><td class="n">${aed(priced.subtotal)}</td></tr>
<tr><td colspan="3" class="n">VAT 5%</td><td class="n">${aed(priced.productTax)}</td></tr>
<tr><td colspan="3" class="n">Shipping</td><td class="n">${aed(priced.shipping)}</td></tr>
<tr><th colspan="3" class="n">Grand total</th><th class="n">${aed(priced.grandTotal)}</th></tr></tfoot></table>
${input.note ? `<p>Note: ${escapeHtml(input.note)}</p>` : ''}
</body></html>`;
}
