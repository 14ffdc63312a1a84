/**
 * What the demo controls changed, so that reset puts the catalogue back as generated: the first
 * time a record, list or map is about to change, its contents are kept; restore writes them back
 * into the same objects, so whatever holds them (the image store, memoised texts, a test's
 * `portal.catalogue`) sees the catalogue as generated again.
 */
export interface Journal {
  /** Call before changing a field of `record`; returns it. */
  record<T extends object>(record: T): T;
  /** Call before adding to, removing from or reordering `list`; returns it. */
  list<T>(list: T[]): T[];
  /**
   * Call before setting or deleting a key of `map`; returns it. Kept whole, so restored in its
   * order.
   */
  map<K, V>(map: Map<K, V>): Map<K, V>;
  /** Puts back everything kept and forgets it. */
  restore(): void;
}

export function createJournal(): Journal {
  const records = new Map<object, object>();
  const lists = new Map<unknown[], unknown[]>();
  const maps = new Map<Map<unknown, unknown>, [unknown, unknown][]>();
  return {
    record(record) {
      if (!records.has(record)) records.set(record, { ...record });
      return record;
    },
    list(list) {
      if (!lists.has(list)) lists.set(list, [...list]);
      return list;
    },
    map(map) {
      if (!maps.has(map)) maps.set(map, [...map]);
      return map;
    },
    restore() {
      for (const [record, original] of records) Object.assign(record, original);
      for (const [list, original] of lists) {
        // Not splice(0, n, ...original): 20,000 arguments may overflow the stack.
        list.length = 0;
        for (const item of original) list.push(item);
      }
      for (const [map, original] of maps) {
        map.clear();
        for (const [key, value] of original) map.set(key, value);
      }
      records.clear();
      lists.clear();
      maps.clear();
    },
  };
}
