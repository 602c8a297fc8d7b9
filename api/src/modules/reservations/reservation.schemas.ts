import {
  RESERVATION_ATTENDANCES,
  RESERVATION_STATUSES,
  type AvailabilityResponse,
  type ClassOccurrenceDto,
  type MessageKey,
  type OccurrencesResponse,
  type ReservationClassRef,
  type ReservationDto,
  type ReservationListResponse,
  type ReservationStatsResponse,
  type RosterMembership,
} from '@boxstudio/contracts';
import { NAMED_REF, PAGE_FIELDS, PERSON_REF } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  code,
  decimal,
  dictionary,
  flag,
  instant,
  integer,
  list,
  nullable,
  object,
  oneOf,
  optional,
  text,
} from '../../platform/http/openapi/wire-schema.js';

const CLASS_REF = model<ReservationClassRef>('ReservationClassRef', {
  id: text(),
  name: text(),
  description: nullable(text()),
  duration: integer('Minutes'),
  maxCapacity: integer(),
  price: decimal(),
  isActive: flag(),
  isSampleClass: flag(),
  sampleClassDescription: nullable(text()),
  branchId: nullable(text('Null: a class offered at every branch')),
});

export const RESERVATION_DTO = model<ReservationDto>('ReservationDto', {
  id: text(),
  userId: text(),
  classId: text(),
  instructorId: text(),
  startTime: instant(),
  endTime: instant(),
  status: oneOf(RESERVATION_STATUSES),
  attendance: nullable(oneOf(RESERVATION_ATTENDANCES, 'Null until staff record it')),
  user: nullable(PERSON_REF),
  class: nullable(CLASS_REF),
  instructor: nullable(PERSON_REF),
  createdAt: instant(),
  updatedAt: instant(),
  confirmedAt: nullable(instant()),
  cancelledAt: nullable(instant()),
});

export const RESERVATION_LIST = model<ReservationListResponse>('ReservationListResponse', {
  ...PAGE_FIELDS,
  reservations: list(RESERVATION_DTO),
});

export const RESERVATION_STATS = model<ReservationStatsResponse>('ReservationStatsResponse', {
  total: integer(),
  pending: integer(),
  confirmed: integer(),
  cancelled: integer(),
  today: integer('Live ones whose occurrence falls today, in studio time'),
  thisWeek: integer(),
  thisMonth: integer(),
});

export const AVAILABILITY = model<AvailabilityResponse>('AvailabilityResponse', {
  available: flag(),
  capacity: integer(),
  booked: integer(),
  remaining: integer(),
  eligible: optional(flag('With userId: whether that person could book it for themself')),
  reasons: optional(list(code<MessageKey>('A message key'), 'With userId: why not, in the order checked')),
});

const ROSTER_MEMBERSHIP = model<RosterMembership>('RosterMembership', {
  status: oneOf(['ACTIVE', 'EXPIRED', 'CANCELLED', 'NONE']),
  endDate: nullable(instant()),
  frozenUntil: nullable(instant()),
});

const OCCURRENCE = model<ClassOccurrenceDto>('ClassOccurrenceDto', {
  classId: text(),
  class: CLASS_REF,
  instructor: nullable(PERSON_REF),
  branch: nullable(NAMED_REF),
  startTime: instant(),
  endTime: instant(),
  capacity: integer(),
  booked: integer(),
  remaining: integer(),
  mine: nullable(object({ id: text(), status: oneOf(RESERVATION_STATUSES) })),
  reservations: optional(list(RESERVATION_DTO, 'The live bookings: admins and the class’s instructor only')),
  memberships: optional(dictionary(ROSTER_MEMBERSHIP, 'By booked person’s id: their membership at the start')),
});

export const OCCURRENCES = model<OccurrencesResponse>('OccurrencesResponse', {
  from: instant(),
  to: instant(),
  occurrences: list(OCCURRENCE),
});
