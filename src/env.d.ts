// The build's catalogue data for the server routes (src/integrations/release-data.ts).
declare module 'virtual:shop/product-ids' {
  /** Ids of the products the current build published. */
  const ids: ReadonlySet<number>;
  export default ids;
}

declare module 'virtual:shop/listing-snapshot' {
  /** The build's listing snapshot as JSON (src/domain/listing/listing-snapshot.ts). */
  export const text: string;
  /** Names this build: the listing routes' ETag. */
  export const build: string;
}

/**
 * A module bundled into one classic script, as text to write inline
 * (src/integrations/inline-script.ts).
 */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
