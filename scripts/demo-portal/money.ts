/** The demo portal's money: one VAT rate for every product, amounts as the portal writes them. */

export const VAT_PERCENT = 5;

/** Fils as the portal's four-decimal string: 123450 -> "1234.5000". */
export function money(fils: number): string {
  return (fils / 100).toFixed(4);
}
