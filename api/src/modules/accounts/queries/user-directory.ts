import { Inject, Injectable } from '@nestjs/common';
import { isRole, normaliseEmail, type UserDto } from '@boxstudio/contracts';
import { READ_STORE, type Doc, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { USERS_COLLECTION } from '../projections/users.projection.js';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Maps a users read-model document to what the API shows: never a password or hash. */
export function toUserDto(doc: Doc): UserDto {
  const role = isRole(doc.role) ? doc.role : 'CLIENT';
  return {
    id: doc._id,
    name: text(doc.name) ?? '',
    email: text(doc.email) ?? '',
    phone: text(doc.phone),
    role,
    isActive: doc.isActive === true,
    branchId: text(doc.branchId),
    dateOfBirth: text(doc.dateOfBirth),
    address: text(doc.address),
    emergencyContact: text(doc.emergencyContact),
    emergencyPhone: text(doc.emergencyPhone),
    createdAt: text(doc.createdAt) ?? '',
    updatedAt: text(doc.updatedAt) ?? '',
  };
}

/** Reads people from the users read model. Exported for other modules (sessions, counts). */
@Injectable()
export class UserDirectory {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async findById(id: string): Promise<UserDto | null> {
    const doc = await this.store.collection(USERS_COLLECTION).findOne({ _id: id, isDeleted: false });
    return doc ? toUserDto(doc) : null;
  }

  async findByEmail(email: string): Promise<UserDto | null> {
    const doc = await this.store.collection(USERS_COLLECTION).findOne({ emailLower: normaliseEmail(email), isDeleted: false });
    return doc ? toUserDto(doc) : null;
  }

  async countSuperAdmins(): Promise<number> {
    return this.store.collection(USERS_COLLECTION).count({ role: 'SUPER_ADMIN', isDeleted: false });
  }

  async countActiveSuperAdmins(): Promise<number> {
    return this.store.collection(USERS_COLLECTION).count({ role: 'SUPER_ADMIN', isDeleted: false, isActive: true });
  }

  async isActiveSuperAdmin(id: string): Promise<boolean> {
    return (await this.store.collection(USERS_COLLECTION).count({ _id: id, role: 'SUPER_ADMIN', isDeleted: false, isActive: true })) > 0;
  }

  /** Users of a branch, in total and active (deleted people are not counted). */
  async countInBranch(branchId: string): Promise<{ total: number; active: number }> {
    const users = this.store.collection(USERS_COLLECTION);
    const [total, active] = await Promise.all([
      users.count({ branchId, isDeleted: false }),
      users.count({ branchId, isDeleted: false, isActive: true }),
    ]);
    return { total, active };
  }
}
