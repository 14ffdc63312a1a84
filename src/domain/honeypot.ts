/**
 * The honeypot's field name, apart from the form schemas: islands need only this name, and
 * importing it from form-fields.ts would carry the schemas and the full zod to the browser.
 */

/** A field real people leave empty and form-filling bots do not. */
export const honeypotField = 'website';
