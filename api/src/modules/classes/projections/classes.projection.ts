import { defineProjection } from '../../../platform/projections/define-projection.js';
import { searchTextOf } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../../accounts/index.js';
import type { BranchEvent } from '../../branches/index.js';
import type { ClassEvent } from '../domain/class.events.js';
import { BRANCH_NAMES, CLASSES, INSTRUCTOR_NAMES } from './class-docs.js';

/**
 * Classes as lists, details and stats read them, with the names they show (instructor name and
 * email, branch name) kept current beside them: a page joins them in two lookups by id. Only a
 * rename changes what a class shows; deactivating its instructor or branch does not.
 */
export const classesProjection = defineProjection<ClassEvent | UserEvent | BranchEvent>()({
  name: 'classes',
  collections: { classes: CLASSES, ...INSTRUCTOR_NAMES.collections, ...BRANCH_NAMES.collections },
  handlers: {
    ClassCreated: async ({ data: { classId, ...details } }, { classes }, { occurredAt, position }) => {
      const searchText = searchTextOf(details.name, details.description);
      await classes.insert({ _id: classId, ...details, isActive: true, schedules: [], createdAt: occurredAt, updatedAt: occurredAt, createdSeq: position, searchText, isDeleted: false });
    },
    ClassUpdated: async ({ data }, { classes }, { occurredAt }) => {
      const { changes } = data;
      const current = changes.name !== undefined || changes.description !== undefined ? await classes.get(data.classId) : null;
      const searchText = current ? { searchText: searchTextOf(changes.name ?? current.name, changes.description === undefined ? current.description : changes.description) } : {};
      await classes.set(data.classId, { ...changes, ...searchText, updatedAt: occurredAt });
    },
    ClassActivated: ({ data }, { classes }, { occurredAt }) => classes.set(data.classId, { isActive: true, updatedAt: occurredAt }),
    ClassDeactivated: ({ data }, { classes }, { occurredAt }) => classes.set(data.classId, { isActive: false, updatedAt: occurredAt }),
    ClassSchedulesSet: ({ data }, { classes }, { occurredAt }) => classes.set(data.classId, { schedules: data.schedules, updatedAt: occurredAt }),
    ClassDeleted: ({ data }, { classes }, { occurredAt }) => classes.set(data.classId, { isDeleted: true, updatedAt: occurredAt }),
    ...INSTRUCTOR_NAMES.handlers,
    ...BRANCH_NAMES.handlers,
  },
});
