import type { Filter, SortSpec } from '../../../platform/read-store/read-store.port.js';

interface NameReader {
  find(filter: Filter, sort: SortSpec): Promise<{ _id: string; name: string }[]>;
}

/** The current names of the ids a report's rows show, in one read. */
export async function namesOf(reader: NameReader, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const found = await reader.find({ _id: { $in: wanted } }, { _id: 1 });
  return new Map(found.map((doc) => [doc._id, doc.name]));
}
