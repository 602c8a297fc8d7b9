import { pageInfo, type PageInfo } from '@boxstudio/contracts';
import type { Filter, ReadStore, SortSpec } from '../read-store/read-store.port.js';
import type { CollectionSpec, ViewDoc } from './define-projection.js';

export interface Page<Item> extends PageInfo {
  readonly items: Item[];
}

/** Typed reads of one projected collection, for a module's queries. */
export class View<Doc extends ViewDoc> {
  constructor(
    private readonly store: ReadStore,
    private readonly spec: CollectionSpec<Doc>,
  ) {}

  private get collection() {
    return this.store.collection(this.spec.name);
  }

  async get(id: string): Promise<Doc | null> {
    return (await this.collection.findOne({ _id: id })) as Doc | null;
  }

  /** What `read` makes of the document with this id, read without a copy (ReadCollection.readOne). */
  read<T>(id: string, read: (doc: Readonly<Doc>) => T): Promise<T | null> {
    return this.readOne({ _id: id }, read);
  }

  readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null> {
    return this.collection.readOne(filter, (doc) => read(doc as Readonly<Doc>), sort);
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return (await this.collection.findOne(filter)) as Doc | null;
  }

  async find(filter: Filter, sort: SortSpec, limit?: number): Promise<Doc[]> {
    return (await this.collection.find(filter, {
      sort,
      ...(limit === undefined ? {} : { limit }),
    })) as unknown as Doc[];
  }

  count(filter: Filter = {}): Promise<number> {
    return this.collection.count(filter);
  }

  /** The sum of a numeric field over the matches, added by the store. */
  sum(field: keyof Doc & string, filter: Filter = {}): Promise<number> {
    return this.collection.sum(field, filter);
  }

  /** One page of the matches and their total, counted in the same pass. */
  async findPage(filter: Filter, sort: SortSpec, page: number, limit: number): Promise<Page<Doc>> {
    const { docs, total } = await this.collection.findPage(filter, { sort, skip: (page - 1) * limit, limit });
    return { items: docs as unknown as Doc[], ...pageInfo(total, page, limit) };
  }

  /** `findPage` with each document mapped by `read` without a copy (ReadCollection.readPage). */
  async readPage<T>(
    filter: Filter,
    sort: SortSpec,
    page: number,
    limit: number,
    read: (doc: Readonly<Doc>) => T,
  ): Promise<Page<T>> {
    const { items, total } = await this.collection.readPage(filter, { sort, skip: (page - 1) * limit, limit }, (doc) =>
      read(doc as Readonly<Doc>),
    );
    return { items, ...pageInfo(total, page, limit) };
  }
}
