import { isRole, type UserDto } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/** A person as the users read model keeps them: the public fields plus what lists search and filter on. */
export interface UserDoc extends ViewDoc, Omit<UserDto, 'id' | 'mustChangePassword'> {
  readonly emailLower: string;
  /** Name, email and phone folded (case and accents) for the lists' search. */
  readonly searchText: string;
  /** The phone's digits alone, so a search by number matches however it was written. */
  readonly phoneDigits: string;
  readonly isDeleted: boolean;
  readonly deletedAt?: string;
  readonly createdBy: string | null;
  /** Tokens issued before this instant are refused: set by a deactivation or a role change. */
  readonly sessionsValidFrom?: string;
  /** Absent on documents written before the flag existed: read as false. */
  readonly mustChangePassword?: boolean;
}

export const USERS = collection<UserDoc>('users', [
  { emailLower: 1 },
  // The people lists (a role, not deleted, newest first) walk this index and stop at the page's end. The fields
  // after _id order nothing: they are carried, so the status filter and the search are answered from the index
  // without reading the documents (ReadCollection.createIndex).
  { role: 1, isDeleted: 1, createdAt: -1, _id: 1, isActive: 1, searchText: 1, phoneDigits: 1 },
  // Counts of people by role and state read this index alone, a search's count too.
  { role: 1, isDeleted: 1, isActive: 1, _id: 1, searchText: 1, phoneDigits: 1 },
  { branchId: 1 },
  { createdAt: -1 },
]);

export function toUserDto(doc: UserDoc): UserDto {
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? null,
    role: isRole(doc.role) ? doc.role : 'CLIENT',
    isActive: doc.isActive === true,
    branchId: doc.branchId ?? null,
    dateOfBirth: doc.dateOfBirth ?? null,
    address: doc.address ?? null,
    emergencyContact: doc.emergencyContact ?? null,
    emergencyPhone: doc.emergencyPhone ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    mustChangePassword: doc.mustChangePassword === true,
  };
}
