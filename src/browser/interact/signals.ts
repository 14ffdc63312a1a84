/**
 * Where the `client:interact` directive and the island it hydrates meet; the directive, inlined
 * into the page, carries this name only.
 */

/**
 * On a button of the island pressed before it was hydrated: the island carries the press out once
 * it is ready.
 */
export const pendingPressAttribute = 'data-pending-press';
