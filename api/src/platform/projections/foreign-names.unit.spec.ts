import { projectionSpecFor, recorded, type GivenEvent } from '../../testing/projection-test.js';
import type { DomainEvent } from '../domain/decider.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import { collection, defineProjection, type ViewDoc } from './define-projection.js';
import { foreignNames } from './foreign-names.js';
import { POSITION_FIELD, ProjectionWriter } from './projection.js';

type CoachEvent =
  | DomainEvent<
      'CoachHired',
      { readonly coachId: string; readonly name: string; readonly email: string; readonly phone: string }
    >
  | DomainEvent<
      'CoachChanged',
      {
        readonly coachId: string;
        readonly changes: { readonly name?: string; readonly email?: string; readonly phone?: string };
      }
    >;
type LessonEvent = DomainEvent<'LessonPlanned', { readonly lessonId: string; readonly coachId: string }>;

const COACH_NAMES = foreignNames<CoachEvent, { name: string; email: string }>()({
  key: 'coaches',
  collection: 'lesson_coaches',
  from: {
    CoachHired: ({ coachId, name, email }) => [coachId, { name, email }],
    CoachChanged: ({ coachId, changes }) => [coachId, { name: changes.name, email: changes.email }],
  },
  copies: [{ into: 'lessons', by: 'coachId', fields: ({ name }) => ({ coachSort: name.toLowerCase() }) }],
});

const lessons = defineProjection<LessonEvent | CoachEvent>()({
  name: 'lessons',
  collections: {
    lessons: collection<ViewDoc & { coachId: string; coachSort: string }>('lessons'),
    ...COACH_NAMES.collections,
  },
  handlers: {
    LessonPlanned: async ({ data }, writers) => {
      const coach = await COACH_NAMES.named(writers, data.coachId);
      await writers.lessons.insert({
        _id: data.lessonId,
        coachId: data.coachId,
        coachSort: coach?.name.toLowerCase() ?? '',
      });
    },
    ...COACH_NAMES.handlers,
  },
});

const events: GivenEvent[] = [
  { type: 'CoachHired', data: { coachId: 'c1', name: 'Daniela', email: 'dani@boxstudio.mx', phone: '1' } },
  { type: 'CoachHired', data: { coachId: 'c2', name: 'Jorge', email: 'jorge@boxstudio.mx', phone: '2' } },
  { type: 'LessonPlanned', data: { lessonId: 'l1', coachId: 'c1' } },
  { type: 'CoachChanged', data: { coachId: 'c1', changes: { name: 'Daniela Ortega' } } },
  { type: 'CoachChanged', data: { coachId: 'c2', changes: { phone: '3' } } },
];

describe('foreignNames', () => {
  it('keeps the names the owning events give, a rename touching only the names it gives', async () => {
    await projectionSpecFor(lessons)
      .given(events)
      .thenDocuments('lesson_coaches', [
        { _id: 'c1', name: 'Daniela Ortega', email: 'dani@boxstudio.mx' },
        { _id: 'c2', name: 'Jorge', email: 'jorge@boxstudio.mx' },
      ]);
  });

  it('keeps a copy on the documents that name one current (a list sorted by the name)', async () => {
    const given = projectionSpecFor(lessons).given([
      ...events,
      { type: 'LessonPlanned', data: { lessonId: 'l2', coachId: 'c2' } },
    ]);
    await given.thenDocuments('lessons', [
      { _id: 'l1', coachId: 'c1', coachSort: 'daniela ortega' },
      { _id: 'l2', coachId: 'c2', coachSort: 'jorge' },
    ]);
  });

  it('rewrites the copies only when what they copy changes (a new email leaves the lessons alone)', async () => {
    const store = SqliteReadStore.open(':memory:');
    const targets = new Map(lessons.collections.map((name) => [name, name]));
    const log: GivenEvent[] = [
      ...events.slice(0, 3),
      { type: 'CoachChanged', data: { coachId: 'c1', changes: { email: 'daniela@boxstudio.mx' } } },
      { type: 'CoachChanged', data: { coachId: 'c1', changes: { name: 'Dani' } } },
      { type: 'CoachChanged', data: { coachId: 'c1', changes: { email: 'dani.o@boxstudio.mx' } } },
    ];
    const writtenBy: unknown[] = [];
    for (const [index, event] of log.entries()) {
      await lessons.apply(recorded(event, index + 1), new ProjectionWriter(store, targets, recorded(event, index + 1)));
      writtenBy.push((await store.collection('lessons').findOne({ _id: 'l1' }))?.[POSITION_FIELD] ?? null);
    }
    // Planned at 3, renamed at 5; the email changes at 4 and 6 wrote nothing on the lesson.
    expect(writtenBy).toEqual([null, null, 3, 3, 5, 5]);
    expect(await store.collection('lessons').findOne({ _id: 'l1' })).toMatchObject({ coachSort: 'dani' });
  });

  it('changes nothing when the log is delivered twice', async () => {
    for (const collection of ['lesson_coaches', 'lessons']) {
      const once = await projectionSpecFor(lessons).given(events).documents(collection);
      expect(await projectionSpecFor(lessons).given(events, { replayed: true }).documents(collection)).toEqual(once);
    }
  });

  it('reads names by id for the queries, skipping null and unknown ids', async () => {
    const store = SqliteReadStore.open(':memory:');
    await store.collection('lesson_coaches').insertMany([{ _id: 'c1', name: 'Daniela', email: 'dani@boxstudio.mx' }]);
    const names = await COACH_NAMES.reader(store).byId(['c1', null, 'c1', 'nobody']);
    expect([...names.entries()]).toEqual([
      ['c1', expect.objectContaining({ name: 'Daniela', email: 'dani@boxstudio.mx' })],
    ]);
    expect((await COACH_NAMES.reader(store).byId([null])).size).toBe(0);
  });
});
