/** Stands in for `virtual:shop/product-ids` in unit tests: the ids "published" are 101 and 102. */
export default new Set([101, 102]);
