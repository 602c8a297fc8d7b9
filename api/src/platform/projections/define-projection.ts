import { decodeEvent } from '../aggregates/recorded-events.js';
import type { DomainEvent } from '../domain/decider.js';
import type { RecordedEvent } from '../event-log/event-log.port.js';
import type { Doc as StoredDoc, Filter, SortSpec } from '../read-store/read-store.port.js';
import {
  historyIndexes,
  historyName,
  recordBefore,
  WRITTEN_AT_FIELD,
  writtenAt,
  type HistorySpec,
} from './doc-history.js';
import type { Projection, ProjectionWriter } from './projection.js';

/** Every read-model document: a string id, and the log position of the last event applied to it. */
export interface ViewDoc {
  readonly _id: string;
}

/** One collection a projection owns, typed by its documents (the type lives only at compile time). */
export interface CollectionSpec<Doc extends ViewDoc> {
  readonly name: string;
  readonly indexes: readonly SortSpec[];
  /** Kept: every write's undo, so the collection can be read as it stood at any instant (AsOfStore). */
  readonly history?: HistorySpec;
  /** Never set: carries the document type. */
  readonly doc?: Doc;
}

export function collection<Doc extends ViewDoc>(
  name: string,
  indexes: readonly SortSpec[] = [],
  options: { readonly history?: HistorySpec } = {},
): CollectionSpec<Doc> {
  return { name, indexes, ...(options.history ? { history: options.history } : {}) };
}

type Writable<Doc> = { -readonly [K in keyof Doc]?: Doc[K] };

/** Typed, position-guarded writes to one collection (see ProjectionWriter for the guard). */
export interface DocWriter<Doc extends ViewDoc> {
  insert(doc: Doc): Promise<void>;
  /** Sets these fields on the document, once per event. */
  set(id: string, fields: Writable<Doc>): Promise<void>;
  /** Sets these fields, creating the document (from `_id` and the fields) when it is missing. */
  upsert(id: string, fields: Writable<Doc>): Promise<void>;
  /** Sets these fields on every matching document, once per event (a copy kept on many documents). */
  setWhere(filter: Filter, fields: Writable<Doc>): Promise<void>;
  get(id: string): Promise<Doc | null>;
  count(filter: Filter): Promise<number>;
}

type CollectionsSpec = Record<string, CollectionSpec<ViewDoc>>;
type DocOf<C> = C extends CollectionSpec<infer Doc> ? Doc : never;
export type Writers<C extends CollectionsSpec> = { readonly [K in keyof C]: DocWriter<DocOf<C[K]>> };

/** When the event happened and who caused it, from its metadata. */
export interface ProjectedEventMeta {
  readonly occurredAt: string;
  readonly userId: string | null;
  readonly position: number;
}

/** Reads the metadata only for what the handler asks (the log may decode it field by field). */
class EventMeta implements ProjectedEventMeta {
  constructor(private readonly recorded: RecordedEvent) {}

  get occurredAt(): string {
    return this.recorded.metadata.occurredAt;
  }

  get userId(): string | null {
    return this.recorded.metadata.userId;
  }

  get position(): number {
    return this.recorded.position;
  }
}

export type Handlers<Event extends DomainEvent, C extends CollectionsSpec> = {
  readonly [T in Event['type']]?: (
    event: Extract<Event, { type: T }>,
    writers: Writers<C>,
    meta: ProjectedEventMeta,
  ) => Promise<void>;
};

/**
 * A read model of the log itself rather than of some records (the audit's activity): called for every
 * event, whatever its type, with the event as the log recorded it (stream, revision, metadata).
 */
export type EveryEventHandler<C extends CollectionsSpec> = (
  recorded: RecordedEvent,
  writers: Writers<C>,
) => Promise<void>;

export interface ProjectionSpec<Event extends DomainEvent, C extends CollectionsSpec> {
  readonly name: string;
  /** Bump it when a change to the handlers or documents needs the read model rebuilt (Projection.version). */
  readonly version?: number;
  readonly collections: C;
  readonly handlers: Handlers<Event, C>;
  /** Given, the projection reads every event of the log (no `eventTypes`): this runs after any handler of its type. */
  readonly everyEvent?: EveryEventHandler<C>;
}

export interface DefinedProjection<C extends CollectionsSpec> extends Projection {
  readonly specs: C;
}

function docWriter<Doc extends ViewDoc>(writer: ProjectionWriter, name: string): DocWriter<Doc> {
  return {
    insert: (doc) => writer.insert(name, doc as unknown as StoredDoc),
    // The writer copies the fields into its own $set, so no copy here.
    set: (id, fields) => writer.update(name, id, { $set: fields }),
    upsert: (id, fields) => writer.upsert(name, id, { $set: fields }),
    setWhere: (filter, fields) => writer.updateMany(name, filter, { $set: fields }),
    get: async (id) => (await writer.get(name, id)) as Doc | null,
    count: (filter) => writer.count(name, filter),
  };
}

/**
 * The same writes, each after recording the version it replaces (doc-history.ts), and each
 * stamping the document with when its event happened: where its next version's stretch begins.
 */
function historyWriter<Doc extends ViewDoc>(writer: ProjectionWriter, name: string, spec: HistorySpec): DocWriter<Doc> {
  const plain = docWriter<Doc>(writer, name);
  const stamped = <T extends object>(fields: T): T => ({ ...fields, [WRITTEN_AT_FIELD]: writtenAt(writer) });
  return {
    ...plain,
    // An insert creates its document or leaves the one there as it is: it replaces no version.
    insert: (doc) => plain.insert(stamped(doc)),
    set: async (id, fields) => {
      await recordBefore(writer, name, spec, id);
      await plain.set(id, stamped(fields));
    },
    upsert: async (id, fields) => {
      await recordBefore(writer, name, spec, id);
      await plain.upsert(id, stamped(fields));
    },
    setWhere: () => Promise.reject(new Error(`${name} keeps its history: write its documents one by one`)),
  };
}

/** The collections a projection owns: those it declares and the history each one keeps. */
function ownedCollections(specs: readonly CollectionSpec<ViewDoc>[]): Record<string, readonly SortSpec[]> {
  return Object.fromEntries(
    specs.flatMap((owned) => [
      [owned.name, owned.indexes],
      ...(owned.history ? [[historyName(owned.name), historyIndexes(owned.history)] as const] : []),
    ]),
  );
}

/**
 * A read model in one declaration: the typed collections it owns and one handler per event type
 * it reads. The runner skips every other type without a call.
 */
export function defineProjection<Event extends DomainEvent>() {
  return <C extends CollectionsSpec>(spec: ProjectionSpec<Event, C>): DefinedProjection<C> => {
    const owned = ownedCollections(Object.values(spec.collections));
    // Looked up by the recorded event's type, so each handler only ever gets the event it names.
    const handlers = spec.handlers as Partial<
      Record<string, (event: DomainEvent, writers: Writers<C>, meta: ProjectedEventMeta) => Promise<void>>
    >;
    // One set of typed writers per ProjectionWriter, which the runner keeps for the whole fold.
    const writersOf = new WeakMap<ProjectionWriter, Writers<C>>();
    const writersFor = (writer: ProjectionWriter): Writers<C> => {
      let writers = writersOf.get(writer);
      if (!writers) {
        writers = Object.fromEntries(
          Object.entries(spec.collections).map(([key, owned]) => [
            key,
            owned.history ? historyWriter(writer, owned.name, owned.history) : docWriter(writer, owned.name),
          ]),
        ) as Writers<C>;
        writersOf.set(writer, writers);
      }
      return writers;
    };
    return {
      name: spec.name,
      version: spec.version ?? 1,
      specs: spec.collections,
      collections: Object.keys(owned),
      indexes: owned,
      // Absent types: the runner hands it every event.
      ...(spec.everyEvent ? {} : { eventTypes: Object.keys(spec.handlers) }),
      async apply(recorded: RecordedEvent, writer: ProjectionWriter): Promise<void> {
        const handler = handlers[recorded.type];
        if (handler) await handler(decodeEvent(recorded), writersFor(writer), new EventMeta(recorded));
        if (spec.everyEvent) await spec.everyEvent(recorded, writersFor(writer));
      },
    };
  };
}
