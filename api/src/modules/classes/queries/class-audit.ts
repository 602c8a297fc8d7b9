import type { ClassDto } from '@boxstudio/contracts';
import { labelOf, type AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { ClassQueries } from './class-queries.js';

/** A class in the audit console: its name, its branch and instructor, found as the classes list finds it. */
export function classAudit(classes: ClassQueries): AuditPresentation<ClassDto> {
  return {
    present: (dto) => classes.present(dto),
    label: (found) => found.name,
    detail: (found) => labelOf(found.branch?.name, found.instructor?.name),
    find: async (text, limit) => (await classes.list({ search: text, page: 1, limit })).classes,
  };
}
