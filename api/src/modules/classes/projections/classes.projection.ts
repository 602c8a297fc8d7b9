import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch, searchTextOf } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../../accounts/index.js';
import type { BranchEvent } from '../../branches/index.js';
import type { ClassEvent } from '../domain/class.events.js';
import { BRANCH_NAMES, CLASSES, INSTRUCTOR_NAMES } from './class-docs.js';

const instructorSort = async (writers: Parameters<typeof INSTRUCTOR_NAMES.named>[0], id: string): Promise<string> =>
  foldForSearch((await INSTRUCTOR_NAMES.named(writers, id))?.name ?? '');

/**
 * Classes as lists, details and stats read them, with the names they show (instructor name and
 * email, branch name) kept current beside them: a page joins them in two lookups by id. Only a
 * rename changes what a class shows; deactivating its instructor or branch does not.
 */
export const classesProjection = defineProjection<ClassEvent | UserEvent | BranchEvent>()({
  name: 'classes',
  collections: { classes: CLASSES, ...INSTRUCTOR_NAMES.collections, ...BRANCH_NAMES.collections },
  handlers: {
    ClassCreated: async ({ data: { classId, ...details } }, writers, { occurredAt, position }) => {
      const folds = {
        searchText: searchTextOf(details.name, details.description),
        nameSort: foldForSearch(details.name),
        instructorSort: await instructorSort(writers, details.instructorId),
      };
      await writers.classes.insert({
        _id: classId,
        ...details,
        ...folds,
        isActive: true,
        schedules: [],
        createdAt: occurredAt,
        updatedAt: occurredAt,
        createdSeq: position,
        isDeleted: false,
      });
    },
    ClassUpdated: async ({ data }, writers, { occurredAt }) => {
      const { changes } = data;
      const current =
        changes.name !== undefined || changes.description !== undefined
          ? await writers.classes.get(data.classId)
          : null;
      const folds = {
        ...(current
          ? {
              searchText: searchTextOf(
                changes.name ?? current.name,
                changes.description === undefined ? current.description : changes.description,
              ),
            }
          : {}),
        ...(changes.name === undefined ? {} : { nameSort: foldForSearch(changes.name) }),
        ...(changes.instructorId === undefined
          ? {}
          : { instructorSort: await instructorSort(writers, changes.instructorId) }),
      };
      await writers.classes.set(data.classId, { ...changes, ...folds, updatedAt: occurredAt });
    },
    ClassActivated: ({ data }, { classes }, { occurredAt }) =>
      classes.set(data.classId, { isActive: true, updatedAt: occurredAt }),
    ClassDeactivated: ({ data }, { classes }, { occurredAt }) =>
      classes.set(data.classId, { isActive: false, updatedAt: occurredAt }),
    ClassSchedulesSet: ({ data }, { classes }, { occurredAt }) =>
      classes.set(data.classId, { schedules: data.schedules, updatedAt: occurredAt }),
    ClassDeleted: ({ data }, { classes }, { occurredAt }) =>
      classes.set(data.classId, { isDeleted: true, updatedAt: occurredAt }),
    ...INSTRUCTOR_NAMES.handlers,
    ...BRANCH_NAMES.handlers,
  },
});
