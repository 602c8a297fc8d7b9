import type {
  ClassDto,
  ClassListResponse,
  ClassScheduleSlot,
  ClassStatsResponse,
  InstructorRef,
} from '@boxstudio/contracts';
import { NAMED_REF, PAGE_FIELDS } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  flag,
  instant,
  integer,
  list,
  nullable,
  oneOf,
  text,
} from '../../platform/http/openapi/wire-schema.js';

const SCHEDULE_SLOT = model<ClassScheduleSlot>('ClassScheduleSlot', {
  dayOfWeek: oneOf([0, 1, 2, 3, 4, 5, 6], '0 = Sunday ... 6 = Saturday'),
  startTime: text('HH:MM, studio time'),
  endTime: text('HH:MM, studio time'),
});

const INSTRUCTOR_REF = model<InstructorRef>('InstructorRef', { id: text(), name: text(), email: text() });

export const CLASS_DTO = model<ClassDto>('ClassDto', {
  id: text(),
  name: text(),
  description: nullable(text()),
  duration: integer('Minutes'),
  maxCapacity: integer(),
  price: decimal(),
  instructorId: text(),
  instructor: nullable(INSTRUCTOR_REF),
  branchId: nullable(text('Null: offered at every branch')),
  branch: nullable(NAMED_REF),
  isSampleClass: flag(),
  sampleClassDescription: nullable(text()),
  isActive: flag(),
  schedules: list(SCHEDULE_SLOT, 'The weekly timetable, by day then start time'),
  createdAt: instant(),
  updatedAt: instant(),
});

export const CLASS_LIST = model<ClassListResponse>('ClassListResponse', { ...PAGE_FIELDS, classes: list(CLASS_DTO) });

export const CLASS_STATS = model<ClassStatsResponse>('ClassStatsResponse', {
  total: integer(),
  active: integer(),
  instructors: integer(),
  reservations: integer('Today’s, in studio time'),
});
