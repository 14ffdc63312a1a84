/**
 * What a stock SMA install adds to product answers, for the demo portal's 'stock-sma' shape: lists
 * carry the tax-rate ROW ID in `tax_rate` ("2") and unit ids; the single view replaces `tax_rate`
 * with the tax-rate row and `unit` with the unit row, and adds stock columns (warehouse,
 * supplier...) that a shop must neither need nor pass on.
 */
import type { DemoProduct } from './catalogue.ts';
import { money, VAT_PERCENT } from './money.ts';
import type { Wire } from './wire.ts';

/** The row stock SMA's "VAT @5%" tax rate has in this install. */
export const TAX_RATE_ROW = {
  id: '2',
  name: `VAT @${VAT_PERCENT}%`,
  code: `VAT${VAT_PERCENT}`,
  rate: `${VAT_PERCENT}.0000`,
  type: 'percentage',
};

const UNIT_ROW = {
  id: '1',
  code: 'pc',
  name: 'Piece',
  base_unit: null,
  operator: null,
  unit_value: null,
  operation_value: null,
};

export function stockSmaColumns(product: DemoProduct, single: boolean): Wire {
  const stock = product.quantity == null ? null : product.quantity.toFixed(4);
  const columns: Wire = {
    tax_rate: single ? TAX_RATE_ROW : TAX_RATE_ROW.id,
    unit: single ? UNIT_ROW : UNIT_ROW.id,
    sale_unit: UNIT_ROW.id,
    purchase_unit: UNIT_ROW.id,
    alert_quantity: '5.0000',
    track_quantity: '1',
    barcode_symbology: 'code128',
  };
  if (!single) return columns;
  return {
    ...columns,
    supplier1: '4',
    supplier1price: money(product.cost),
    warehouse: { id: '1', code: 'WH1', name: 'Dubai Main Warehouse', quantity: stock, rack: null },
    warehouses: [{ warehouse_id: '1', quantity: stock, rack: null }],
  };
}
