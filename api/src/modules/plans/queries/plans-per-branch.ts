import { Inject, Injectable } from '@nestjs/common';
import { tallyBy, type Tally } from '../../../platform/contributions/tally.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { BranchFigureContribution } from '../../branches/index.js';
import { PLANS, type PlanDoc } from '../projections/plan-docs.js';

/** The membership plans of each branch, active or not: a branch's 'membershipPlans' figure. */
@Injectable()
export class PlansPerBranch implements BranchFigureContribution {
  readonly figure = 'membershipPlans' as const;
  private readonly view: View<PlanDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, PLANS);
  }

  countFor(branchIds: readonly string[]): Promise<ReadonlyMap<string, Tally>> {
    return tallyBy(this.view, branchIds, (branchId) => ({ branchId }), { isActive: true });
  }
}
