declare module 'virtual:shop/product-ids' {
  /** Ids of the products the current build published. */
  const ids: ReadonlySet<number>;
  export default ids;
}
