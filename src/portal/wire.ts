/**
 * The portal's answers as they really arrive (PORTAL.md): numbers as strings or numbers, nulls and
 * missing keys, PHP's `[]`/`false` where an object is absent. Schemas are lenient about those
 * values and strict about structure: a list without a `data` array is an error, not an empty shop.
 *
 * List schemas keep their records as `unknown`: each record is checked on its own by the mapper,
 * so one broken product is dropped and counted instead of failing the whole catalogue.
 *
 * Product records are read field by field (readProductRecord): the same field changes shape
 * between endpoints and installs (stock SMA's single view turns `tax_rate` into its row and adds
 * `unit`, `warehouse`... columns), so a field in a shape the shop cannot use is left out with an
 * issue naming it, and the product is kept. Only the fields the shop reads are taken, which is how
 * internal columns such as `cost` stay out of everything downstream.
 */
import { z } from 'zod';
import type { FieldIssue } from './field-warnings.ts';

/** Ids, money, quantities: "65", "120.0000" or 65. Parsed into numbers by the mapper, once. */
const scalar = z.union([z.string(), z.number()]);
const maybeScalar = scalar.nullish();
const maybeText = z.string().nullish();
const maybeFlag = z.union([z.string(), z.number(), z.boolean()]).nullish();

/** A count the portal echoes as 512 or "512". */
const count = z
  .union([
    z.number().int().nonnegative(),
    z.string().regex(/^\s*\d+\s*$/, 'expected a whole number'),
  ])
  .transform(Number);

/** PHP encodes a missing object as `[]`, `false` or `""`: all mean "none". */
const isPhpEmpty = (value: unknown) =>
  value === '' || value === false || (Array.isArray(value) && value.length === 0);
const absentAsNull = (value: unknown) => (isPhpEmpty(value) ? null : value);
const optionalObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess(absentAsNull, schema.nullish());

/** Records of a list, each checked later on its own. */
const records = z.array(z.unknown());
const maybeRecords = records.nullish().transform((list) => list ?? []);

const categoryRefSchema = z.object({
  id: maybeScalar,
  code: maybeScalar,
  name: maybeScalar,
  slug: maybeText,
  image: maybeText,
  image_url: maybeText,
  parent_id: maybeScalar,
});

/** What reading one field gave: its value, or null and why it was left out. */
interface FieldRead<T> {
  value: T | null;
  problem?: string;
}
type FieldReader<T> = (value: unknown) => FieldRead<T>;

/** "text", "a number", "an object", "a list": what a value is, in the words of a warning. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * A field read by `schema`; anything else is left out, silently when it is one of PHP's empties.
 */
function field<T>(schema: z.ZodType<T>, expected: string): FieldReader<T> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { value: parsed.data };
    return isPhpEmpty(value)
      ? { value: null }
      : { value: null, problem: `expected ${expected}, got ${kindOf(value)}; ignored` };
  };
}

const anObject = z.record(z.string(), z.unknown());
const text = field(z.union([z.string(), z.number().transform(String)]), 'text');
// Thousands separators are allowed: money is read by toFils, which takes "1,299.00".
const numberLike = field(
  z.union([z.number(), z.string().regex(/^\s*-?[\d,]*\.?\d*\s*$/)]),
  'a number',
);
const flag = field(z.union([z.string(), z.number(), z.boolean()]), 'a flag');
const reference = field(z.union([anObject, scalar]), 'an object, an id or a name');

const photoSchema = z.union([z.string(), z.object({ photo: maybeText, photo_url: maybeText })]);
type WirePhoto = z.infer<typeof photoSchema>;

/** A list of photos keeps its good entries when some are odd. */
const photos: FieldReader<WirePhoto[]> = (value) => {
  const list = field(z.array(z.unknown()), 'a list of photos')(value);
  if (list.value === null) return { value: null, problem: list.problem };
  const good = list.value.flatMap((item) => {
    const photo = photoSchema.safeParse(item);
    return photo.success ? [photo.data] : [];
  });
  return good.length === list.value.length
    ? { value: good }
    : {
        value: good,
        problem: 'entries that are neither a file name nor {photo, photo_url} ignored',
      };
};

/** The product fields the shop reads, and how each is read. */
const productFields = {
  id: numberLike,
  code: text,
  name: text,
  // Stock SMA's second name: the Arabic name where the retailer keeps one.
  second_name: text,
  slug: text,
  price: numberLike,
  net_price: numberLike,
  unit_price: numberLike,
  promo_price: numberLike,
  promotion: flag,
  start_date: text,
  end_date: text,
  quantity: numberLike,
  image: text,
  image_url: text,
  photos,
  // An object with include=brand, otherwise the brand's id or name.
  brand: reference,
  category: reference,
  category_id: numberLike,
  subcategory_id: numberLike,
  details: text,
  product_details: text,
  key_information: text,
  metadata: text,
  metadesc: text,
  BXGY: field(anObject, 'an object'),
  tax_method: field(scalar, 'text or a number'),
  // The rate itself in lists, the tax-rate row in stock SMA's single view: see tax-rate.ts.
  tax_rate: field(z.union([scalar, anObject]), 'a rate or a tax-rate row'),
} satisfies Record<string, FieldReader<unknown>>;

type ProductFields = typeof productFields;
/** A product record with every field the shop reads either usable or null. */
export type WireProduct = { [K in keyof ProductFields]: ReturnType<ProductFields[K]>['value'] };

export interface ProductRecord {
  product: WireProduct;
  /** Fields left out because of their shape. */
  issues: FieldIssue[];
}

/**
 * A product record, field by field; `notAProduct` says why when the record is not an object at all.
 */
export function readProductRecord(record: unknown): ProductRecord | { notAProduct: string } {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return { notAProduct: `expected an object, got ${kindOf(record)}` };
  const given = record as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  const entries = Object.entries(productFields).map(
    ([name, read]: [string, FieldReader<unknown>]) => {
      const value = given[name];
      // `false` is left to the reader: a flag can mean it.
      if (value === undefined || value === null || (value !== false && isPhpEmpty(value)))
        return [name, null];
      const { value: usable, problem } = read(value);
      if (problem) issues.push({ field: name, problem });
      return [name, usable];
    },
  );
  return { product: Object.fromEntries(entries) as WireProduct, issues };
}

export const categorySchema = z.object({
  ...categoryRefSchema.shape,
  showinhome: maybeFlag,
  // Checked record by record as well, so a broken child does not take its parent down.
  children: maybeRecords,
});

export const slideSchema = z.object({
  id: maybeScalar,
  image: maybeText,
  link: maybeText,
  caption: maybeText,
  title: maybeText,
  subtitle: maybeText,
});

export const brandSchema = z.object({ id: maybeScalar, name: maybeScalar, image: maybeText });

/** A page of products: `total` is what paging walks by, so it is required. */
export const productPageSchema = z.object({
  data: records,
  total: count,
  limit: count.nullish(),
  start: count.nullish(),
});

/** Any other list (home blocks, categories, slider, brands). */
export const listSchema = z.object({ data: records, total: count.nullish() });

/**
 * A product to be a product at all must carry an id; its other fields are read by
 * readProductRecord.
 */
const productObject = z.looseObject({ id: scalar });

/**
 * `products/view/{id}` answers the bare product or `{data: product}`; a list here is the wrong
 * answer.
 */
export const singleProductSchema = z.union(
  [z.object({ data: productObject }).transform((answer) => answer.data), productObject],
  {
    error: 'expected a product object or {data: product}',
  },
);

const orderDetailsSchema = z.object({
  customer_name: maybeScalar,
  date: maybeText,
  total_items: maybeScalar,
  payment_method: maybeText,
  payment_status: maybeText,
  sale_status: maybeText,
  subtotal: maybeScalar,
  product_tax: maybeScalar,
  order_tax: maybeScalar,
  shipping: maybeScalar,
  grand_total: maybeScalar,
});

export const orderItemSchema = z.object({
  product_name: maybeScalar,
  product_code: maybeScalar,
  quantity: maybeScalar,
  unit_price: maybeScalar,
});

const orderTotalsSchema = z.object({
  subtotal: maybeScalar,
  product_tax: maybeScalar,
  order_tax: maybeScalar,
  shipping: maybeScalar,
  grand_total: maybeScalar,
});

/**
 * The guest checkout answer (SPEC section 3). Loose, because the checkout page shows every key of
 * it; an order id is required, because without one there is nothing to confirm.
 */
export const orderResponseSchema = z.looseObject({
  message: maybeText,
  order_id: scalar.refine((id) => String(id).trim() !== '', 'order_id is empty'),
  reference_no: maybeScalar,
  hash: maybeText,
  order_hash: maybeText,
  order_details: optionalObject(orderDetailsSchema),
  // Items are checked one by one: a placed order must not turn into an error over one odd line.
  items: maybeRecords,
  totals: optionalObject(orderTotalsSchema),
});
export type WireOrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * A sale as stock SMA's sales controller gives it (`GET sales`, PORTAL.md): the guest checkout's
 * order read back. Only the fields the shop reads are taken; internal columns stay behind.
 */
export const saleSchema = z.object({
  id: scalar.refine((id) => String(id).trim() !== '', 'id is empty'),
  date: maybeText,
  reference_no: maybeScalar,
  customer: maybeScalar,
  note: maybeText,
  total: maybeScalar,
  product_tax: maybeScalar,
  order_tax: maybeScalar,
  shipping: maybeScalar,
  grand_total: maybeScalar,
  sale_status: maybeText,
  payment_status: maybeText,
  payment_method: maybeText,
  total_items: maybeScalar,
  items: maybeRecords,
});
export type WireSale = z.infer<typeof saleSchema>;

/** `GET sales?…`: `{data: [...], limit, start, total}`; each sale is read on its own. */
export const salesListSchema = z.object({ data: records, total: count.optional() });

/**
 * The portal's own error body: `{"message": "...", "status": false}` (its controllers) or
 * `{"status": false, "error": "..."}` (its REST framework). A 404 with another body (a web server's
 * page) is not the portal saying "none".
 */
export const portalErrorSchema = z.union([
  z.object({ status: z.literal(false), message: z.string() }),
  z.object({ status: z.literal(false), error: z.string() }),
]);

/** send_contact: any JSON, or no body at all, on a 2xx is a success. */
export const contactResponseSchema = z.unknown();
