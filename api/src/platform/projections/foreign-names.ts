import type { DomainEvent } from '../domain/decider.js';
import type { Filter, ReadStore, SortSpec } from '../read-store/read-store.port.js';
import { containsFilter } from '../read-store/search-text.js';
import {
  collection,
  type CollectionSpec,
  type DocWriter,
  type ProjectedEventMeta,
  type ViewDoc,
} from './define-projection.js';
import { View } from './view.js';
import { definedOnly } from '../domain/changes.js';

/**
 * Names of things another module owns (a branch's name, a person's name and email), kept beside a
 * module's own read model by that module's events, so a page joins them in one lookup by id. The
 * owning module's events are read through its public types; nothing of it is called.
 *
 *   const BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
 *     key: 'branches',
 *     collection: 'plan_branches',
 *     // The owner may export these (BRANCH_NAME_SOURCES): which of its events give which names.
 *     from: {
 *       BranchCreated: ({ branchId, name }) => [branchId, { name }],
 *       BranchUpdated: ({ branchId, changes }) => [branchId, { name: changes.name }],
 *     },
 *   });
 *
 * The projection lists `...BRANCH_NAMES.collections` and `...BRANCH_NAMES.handlers`; the queries
 * read `BRANCH_NAMES.reader(store).byId(ids)`. Only a name an event gives changes what is kept: a
 * field left undefined keeps its value, so a rename of one field touches only that one.
 *
 * A list that sorts by such a name (plans by branch name) keeps a copy of it on its own documents:
 * `copies: [{ into: 'plans', by: 'branchId', fields: ({ name }) => ({ branchSort: fold(name) }) }]`
 * rewrites the copy on every document that names the renamed one; the module's own handlers set it
 * when a document first names one (`BRANCH_NAMES.named(writers, id)`).
 */
export type NameDoc<Names extends object> = ViewDoc & Names;

export type NameSources<Event extends DomainEvent, Names extends object> = {
  readonly [T in Event['type']]?: (
    data: Extract<Event, { type: T }>['data'],
  ) => readonly [id: string, names: { readonly [K in keyof Names]?: Names[K] | undefined }];
};

/** A name copied onto the documents of another collection of the projection, found by the field holding the id. */
export interface NameCopy<Into extends string, Names extends object> {
  readonly into: Into;
  readonly by: string;
  readonly fields: (names: NameDoc<Names>) => Record<string, unknown>;
}

type NameWriters<Key extends string, Names extends object, Into extends string = never> = {
  readonly [K in Key]: DocWriter<NameDoc<Names>>;
} & {
  readonly [K in Into]: DocWriter<ViewDoc>;
};

type NameHandlers<Key extends string, Event extends DomainEvent, Names extends object, Into extends string> = {
  readonly [T in Event['type']]?: (
    event: Extract<Event, { type: T }>,
    writers: NameWriters<Key, Names, Into>,
    meta: ProjectedEventMeta,
  ) => Promise<void>;
};

export interface ForeignNamesSpec<
  Key extends string,
  Event extends DomainEvent,
  Names extends object,
  Into extends string,
> {
  /** The key the projection lists the collection under (its handlers write through it). */
  readonly key: Key;
  /** The collection's name, owned by the projection that lists it. */
  readonly collection: string;
  /** For each event that names or renames one: its id and the names it gives. */
  readonly from: NameSources<Event, Names>;
  /** Copies kept current on the projection's own documents (for a list sorted by the name). */
  readonly copies?: readonly NameCopy<Into, Names>[];
}

/** Reads the kept names by id, for a module's queries. */
export class ForeignNameReader<Names extends object> {
  private readonly view: View<NameDoc<Names>>;

  constructor(store: ReadStore, spec: CollectionSpec<NameDoc<Names>>) {
    this.view = new View(store, spec);
  }

  /**
   * The names of these ids (null and repeated ids skipped); an id never named is absent. Each is
   * read without a copy (readOne, kept by the store until the names are next written): every
   * page of a list names the same few people, classes and branches.
   */
  async byId(ids: Iterable<string | null>): Promise<ReadonlyMap<string, Readonly<NameDoc<Names>>>> {
    const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
    const docs = await Promise.all(wanted.map((id) => this.view.read(id, (doc) => doc)));
    return new Map(docs.flatMap((doc) => (doc ? [[doc._id, doc] as const] : [])));
  }

  /** The names of one id, or null when it was never named. */
  get(id: string): Promise<NameDoc<Names> | null> {
    return this.view.get(id);
  }

  /** The named ones a filter selects (active classes, plans on sale...). */
  find(filter: Filter, sort: SortSpec): Promise<NameDoc<Names>[]> {
    return this.view.find(filter, sort);
  }

  /** Ids whose folded fields contain the text, case and accents ignored: a list's search by a name it shows. */
  async idsContaining(foldedFields: readonly (keyof Names & string)[], text: string): Promise<string[]> {
    const docs = await this.view.find({ $or: foldedFields.map((field) => containsFilter(field, text)) }, { _id: 1 });
    return docs.map((doc) => doc._id);
  }
}

export interface ForeignNames<
  Key extends string,
  Event extends DomainEvent,
  Names extends object,
  Into extends string,
> {
  readonly spec: CollectionSpec<NameDoc<Names>>;
  readonly collections: { readonly [K in Key]: CollectionSpec<NameDoc<Names>> };
  readonly handlers: NameHandlers<Key, Event, Names, Into>;
  /** The names of one id as the projection holds them now (for a handler setting a copy); null if never named. */
  named(writers: { readonly [K in Key]: DocWriter<NameDoc<Names>> }, id: string | null): Promise<NameDoc<Names> | null>;
  reader(store: ReadStore): ForeignNameReader<Names>;
}

/** Whether two copies' fields hold the same values (the copies are flat: folded names, ids). */
function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export function foreignNames<Event extends DomainEvent, Names extends object>() {
  return <Key extends string, Into extends string = never>({
    key,
    collection: name,
    from,
    copies = [],
  }: ForeignNamesSpec<Key, Event, Names, Into>): ForeignNames<Key, Event, Names, Into> => {
    const spec = collection<NameDoc<Names>>(name);
    const sources = from as Record<string, (data: object) => readonly [string, object]>;
    const handlers = Object.fromEntries(
      Object.entries(sources).map(([type, namesOf]) => [
        type,
        async (event: DomainEvent, writers: NameWriters<Key, Names, Into>): Promise<void> => {
          const [id, names] = namesOf(event.data);
          const given = definedOnly(names);
          if (Object.keys(given).length === 0) return;
          const before = copies.length > 0 ? await writers[key].get(id) : null;
          await writers[key].upsert(id, given as Partial<NameDoc<Names>>);
          const now = copies.length > 0 ? await writers[key].get(id) : null;
          for (const copy of now ? copies : []) {
            const fields = copy.fields(now as NameDoc<Names>);
            // A new email leaves a sort by name as it was: the documents that copy it are not rewritten.
            if (before && sameValues(copy.fields(before), fields)) continue;
            await writers[copy.into].setWhere({ [copy.by]: id }, fields);
          }
        },
      ]),
    ) as unknown as NameHandlers<Key, Event, Names, Into>;
    return {
      spec,
      collections: { [key]: spec } as { readonly [K in Key]: CollectionSpec<NameDoc<Names>> },
      handlers,
      named: async (writers, id) => (id === null ? null : writers[key].get(id)),
      reader: (store) => new ForeignNameReader(store, spec),
    };
  };
}
