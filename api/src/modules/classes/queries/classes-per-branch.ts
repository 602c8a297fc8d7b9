import { Inject, Injectable } from '@nestjs/common';
import { tallyBy, type Tally } from '../../../platform/contributions/tally.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { BranchFigureContribution } from '../../branches/index.js';
import { CLASSES, type ClassDoc } from '../projections/class-docs.js';

/**
 * The classes of each branch and how many are active: a branch's 'classes' figure. A class with no
 * branch is offered at every branch, so it counts in each (as `GET /classes?branchId=` lists it).
 */
@Injectable()
export class ClassesPerBranch implements BranchFigureContribution {
  readonly figure = 'classes' as const;
  private readonly view: View<ClassDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, CLASSES);
  }

  countFor(branchIds: readonly string[]): Promise<ReadonlyMap<string, Tally>> {
    return tallyBy(this.view, branchIds, (branchId) => ({ branchId: { $in: [branchId, null] }, isDeleted: false }), { isActive: true });
  }
}
