import { projectionSpecFor, type GivenEvent } from '../../testing/projection-test.js';
import type { DomainEvent } from '../domain/decider.js';
import { EmbeddedReadStore } from '../read-store/embedded-read-store.js';
import { collection, defineProjection, type ViewDoc } from './define-projection.js';
import { foreignNames } from './foreign-names.js';

type CoachEvent =
  | DomainEvent<'CoachHired', { readonly coachId: string; readonly name: string; readonly email: string; readonly phone: string }>
  | DomainEvent<'CoachChanged', { readonly coachId: string; readonly changes: { readonly name?: string; readonly email?: string; readonly phone?: string } }>;
type LessonEvent = DomainEvent<'LessonPlanned', { readonly lessonId: string; readonly coachId: string }>;

const COACH_NAMES = foreignNames<CoachEvent, { name: string; email: string }>()({
  key: 'coaches',
  collection: 'lesson_coaches',
  from: {
    CoachHired: ({ coachId, name, email }) => [coachId, { name, email }],
    CoachChanged: ({ coachId, changes }) => [coachId, { name: changes.name, email: changes.email }],
  },
});

const lessons = defineProjection<LessonEvent | CoachEvent>()({
  name: 'lessons',
  collections: { lessons: collection<ViewDoc & { coachId: string }>('lessons'), ...COACH_NAMES.collections },
  handlers: {
    LessonPlanned: ({ data }, { lessons: writer }) => writer.insert({ _id: data.lessonId, coachId: data.coachId }),
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

  it('changes nothing when the log is delivered twice', async () => {
    const once = await projectionSpecFor(lessons).given(events).documents('lesson_coaches');
    expect(await projectionSpecFor(lessons).given(events, { replayed: true }).documents('lesson_coaches')).toEqual(once);
  });

  it('reads names by id for the queries, skipping null and unknown ids', async () => {
    const store = new EmbeddedReadStore();
    await store.collection('lesson_coaches').insertMany([{ _id: 'c1', name: 'Daniela', email: 'dani@boxstudio.mx' }]);
    const names = await COACH_NAMES.reader(store).byId(['c1', null, 'c1', 'nobody']);
    expect([...names.entries()]).toEqual([['c1', expect.objectContaining({ name: 'Daniela', email: 'dani@boxstudio.mx' })]]);
    expect((await COACH_NAMES.reader(store).byId([null])).size).toBe(0);
  });
});
