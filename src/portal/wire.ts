/**
 * The portal's answers as they really arrive (PORTAL.md): numbers as strings or numbers, nulls and
 * missing keys, PHP's `[]`/`false` where an object is absent. Schemas are lenient about those
 * values and strict about structure: a list without a `data` array is an error, not an empty shop.
 *
 * List schemas keep their records as `unknown`: each record is checked on its own by the mapper
 * (with the record schemas below), so one broken product is dropped and counted instead of failing
 * the whole catalogue. Record schemas strip unknown keys, which is how internal columns such as
 * `cost` stay out of everything downstream.
 */
import { z } from 'zod';

/** Ids, money, quantities: "65", "120.0000" or 65. Parsed into numbers by the mapper, once. */
const scalar = z.union([z.string(), z.number()]);
const maybeScalar = scalar.nullish();
const maybeText = z.string().nullish();
const maybeFlag = z.union([z.string(), z.number(), z.boolean()]).nullish();

/** A count the portal echoes as 512 or "512". */
const count = z.union([z.number().int().nonnegative(), z.string().regex(/^\s*\d+\s*$/, 'expected a whole number')]).transform(Number);

/** PHP encodes a missing object as `[]`, `false` or `""`: all mean "none". */
const absentAsNull = (value: unknown) =>
  value === '' || value === false || (Array.isArray(value) && value.length === 0) ? null : value;
const optionalObject = <T extends z.ZodType>(schema: T) => z.preprocess(absentAsNull, schema.nullish());

/** Records of a list, each checked later on its own. */
const records = z.array(z.unknown());
const maybeRecords = records.nullish().transform((list) => list ?? []);

const brandRefSchema = z.object({ id: maybeScalar, code: maybeScalar, name: maybeScalar, image: maybeText, slug: maybeText });

const categoryRefSchema = z.object({
  id: maybeScalar,
  code: maybeScalar,
  name: maybeScalar,
  slug: maybeText,
  image: maybeText,
  image_url: maybeText,
  parent_id: maybeScalar,
});

const bxgySchema = z.object({ qtypurchase: maybeScalar, qtygte: maybeScalar });

const photoSchema = z.union([z.string(), z.object({ photo: maybeText, photo_url: maybeText })]);

export const productSchema = z.object({
  id: maybeScalar,
  code: maybeScalar,
  name: maybeScalar,
  slug: maybeText,
  price: maybeScalar,
  net_price: maybeScalar,
  unit_price: maybeScalar,
  promo_price: maybeScalar,
  promotion: maybeFlag,
  start_date: maybeText,
  end_date: maybeText,
  quantity: maybeScalar,
  image: maybeText,
  image_url: maybeText,
  photos: z.array(photoSchema).nullish(),
  // An object with include=brand, otherwise the brand's id or name.
  brand: optionalObject(z.union([brandRefSchema, scalar])),
  category: optionalObject(z.union([categoryRefSchema, scalar])),
  category_id: maybeScalar,
  subcategory_id: maybeScalar,
  details: maybeText,
  product_details: maybeText,
  key_information: maybeText,
  metadata: maybeText,
  metadesc: maybeText,
  BXGY: optionalObject(bxgySchema),
  tax_method: maybeScalar,
  tax_rate: maybeScalar,
});
export type WireProduct = z.infer<typeof productSchema>;

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
export const productPageSchema = z.object({ data: records, total: count, limit: count.nullish(), start: count.nullish() });

/** Any other list (home blocks, categories, slider, brands). */
export const listSchema = z.object({ data: records, total: count.nullish() });

export const categoryProductsSchema = z.object({
  category: optionalObject(z.record(z.string(), z.unknown())),
  products: records,
  total: count,
});

export const searchSchema = z.object({
  query: maybeScalar,
  results: z.object({ products: maybeRecords, categories: maybeRecords, brands: maybeRecords }),
  total: count.nullish(),
});

/** Suggestions come as a product list or as search results; either way, the product records. */
export const suggestionsSchema = z
  .union([z.object({ data: records }), z.object({ results: z.object({ products: records }) })], {
    error: 'expected {data: [...]} or {results: {products: [...]}}',
  })
  .transform((answer) => ('data' in answer ? answer.data : answer.results.products));

/** A product to be a product at all must carry an id; its other fields are checked by productSchema. */
const productObject = z.looseObject({ id: scalar });

/** `products/view/{id}` answers the bare product or `{data: product}`; a list here is the wrong answer. */
export const singleProductSchema = z.union([z.object({ data: productObject }).transform((answer) => answer.data), productObject], {
  error: 'expected a product object or {data: product}',
});

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

export const orderItemSchema = z.object({ product_name: maybeScalar, product_code: maybeScalar, quantity: maybeScalar, unit_price: maybeScalar });

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

/** send_contact: any JSON, or no body at all, on a 2xx is a success. */
export const contactResponseSchema = z.unknown();
