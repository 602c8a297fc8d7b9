import type { DomainEvent } from '../domain/decider.js';
import type { RecordedEvent } from '../event-log/event-log.port.js';
import { AuditCatalog, labelOf } from './audit-catalog.js';
import { defineAggregate } from './define-aggregate.js';

type TagEvent =
  | DomainEvent<'TagNamed', { readonly name: string }>
  | DomainEvent<'TagColoured', { readonly colour: string }>
  | DomainEvent<'TagDeleted', { readonly at: string }>;

interface Tag {
  readonly id: string;
  readonly name: string;
  readonly colour: string | null;
  readonly deleted: boolean;
}

interface TagDto {
  readonly id: string;
  readonly name: string;
  readonly colour: string | null;
}

const tagAggregate = defineAggregate<Tag | null, { type: 'Name' }, TagEvent, TagDto>({
  name: 'tag',
  initial: null,
  decide: () => [],
  evolve: (state, event) => {
    if (event.type === 'TagNamed') return { id: 't1', colour: null, deleted: false, ...state, name: event.data.name };
    if (!state) return state;
    return event.type === 'TagColoured' ? { ...state, colour: event.data.colour } : { ...state, deleted: true };
  },
  toDto: (state) => (state && !state.deleted ? { id: state.id, name: state.name, colour: state.colour } : null),
});

function recorded(revision: number, event: TagEvent): RecordedEvent {
  const metadata = {
    userId: null,
    correlationId: 'c',
    causationId: 'c',
    commandType: 'T',
    occurredAt: '2026-03-01T10:00:00Z',
  };
  const { type, data } = event;
  return {
    id: `e${revision}`,
    streamId: 'tag-t1',
    revision,
    position: revision + 1,
    checkpoint: String(revision + 1),
    type,
    data,
    metadata,
    recordedAt: new Date('2026-03-01T10:00:00Z'),
  };
}

const stream = [
  recorded(0, { type: 'TagNamed', data: { name: 'Box' } }),
  recorded(1, { type: 'TagColoured', data: { colour: 'red' } }),
  recorded(2, { type: 'TagDeleted', data: { at: '2026-03-02T10:00:00Z' } }),
];

describe('AuditCatalog', () => {
  const catalog = new AuditCatalog();
  catalog.register(tagAggregate, {
    // The names a DTO shows beside ids come from the read models as they are now.
    present: async (dto) => ({ ...dto, name: dto.name.toUpperCase() }),
    label: (dto) => labelOf(dto.name, dto.colour),
    detail: (dto) => dto.colour,
    find: async (text) => [{ id: 't9', name: `${text} gym`, colour: null }],
  });
  const tags = catalog.get('tag');
  if (!tags) throw new Error('tag not registered');

  it('answers the public state after each event, presented, as publicState does for each prefix', async () => {
    const states = await tags.publicStates(stream);
    expect(states).toEqual([{ id: 't1', name: 'BOX', colour: null }, { id: 't1', name: 'BOX', colour: 'red' }, null]);
    for (const [index, state] of states.entries())
      expect(await tags.publicState(stream.slice(0, index + 1))).toEqual(state);
  });

  it('keeps the last state a deleted record had, to name it', async () => {
    const last = await tags.lastState(stream);
    expect(last).toEqual({ id: 't1', name: 'BOX', colour: 'red' });
    expect(tags.describe(last)).toEqual({ label: 'BOX · red', detail: 'red' });
    expect(await tags.lastState([])).toBeNull();
    expect(tags.describe(null)).toEqual({ label: null, detail: null });
  });

  it('finds records through the module’s finder, described as the console shows them', async () => {
    expect(await tags.find('cardio', 5)).toEqual([{ id: 't9', label: 'cardio gym', detail: null }]);
    const bare = new AuditCatalog();
    bare.register(tagAggregate);
    expect(await bare.get('tag')?.find('cardio', 5)).toEqual([]);
    expect(bare.get('tag')?.describe({ id: 't1', name: 'Box', colour: null })).toEqual({ label: null, detail: null });
  });

  it('lists every aggregate registered, and refuses one registered twice', () => {
    expect(catalog.all().map((aggregate) => aggregate.name)).toEqual(['tag']);
    expect(() => catalog.register(tagAggregate)).toThrow('registered twice');
  });

  it('makes a label of the parts a record has, leaving out the missing ones', () => {
    expect(labelOf('Mensual', null, 'Ana Ruiz')).toBe('Mensual · Ana Ruiz');
    expect(labelOf(undefined, ' ')).toBeNull();
  });
});
