import { Inject, Injectable } from '@nestjs/common';
import { normaliseEmail, type UserDto } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { toUserDto, USERS, type UserDoc } from '../projections/user-docs.js';

/** Reads people one at a time from the users read model (sessions, checks, start-up). */
@Injectable()
export class UserDirectory {
  private readonly view: View<UserDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, USERS);
  }

  async findById(id: string): Promise<UserDto | null> {
    const doc = await this.view.findOne({ _id: id, isDeleted: false });
    return doc ? toUserDto(doc) : null;
  }

  /** The person behind a token, and the instant before which their tokens are no longer valid. */
  async findSessionHolder(id: string): Promise<{ user: UserDto; sessionsValidFrom: string | null } | null> {
    // Read on every authenticated request: mapped straight from the stored document, no copy.
    return this.view.readOne({ _id: id, isDeleted: false }, (doc) => ({
      user: toUserDto(doc),
      sessionsValidFrom: doc.sessionsValidFrom ?? null,
    }));
  }

  async findByEmail(email: string): Promise<UserDto | null> {
    const doc = await this.view.findOne({ emailLower: normaliseEmail(email), isDeleted: false });
    return doc ? toUserDto(doc) : null;
  }

  async activeSuperAdminIds(): Promise<string[]> {
    return (await this.view.find({ role: 'SUPER_ADMIN', isDeleted: false, isActive: true }, { _id: 1 })).map(
      (doc) => doc._id,
    );
  }
}
