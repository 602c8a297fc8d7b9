import { Inject, Injectable } from '@nestjs/common';
import { View } from '../../../platform/projections/view.js';
import { tallyBy, type Tally } from '../../../platform/contributions/tally.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { BranchFigureContribution } from '../../branches/index.js';
import { USERS, type UserDoc } from '../projections/user-docs.js';

/** The people of each branch, staff and clients, and how many of them are active: a branch's 'users' figure. */
@Injectable()
export class PeoplePerBranch implements BranchFigureContribution {
  readonly figure = 'users' as const;
  private readonly view: View<UserDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, USERS);
  }

  countFor(branchIds: readonly string[]): Promise<ReadonlyMap<string, Tally>> {
    return tallyBy(this.view, branchIds, (branchId) => ({ branchId, isDeleted: false }), { isActive: true });
  }
}
