/** The membership plans module's public API: what other modules may use. */
export { PlansModule } from './plans.module.js';
export type { PlanDetails, PlanEvent } from './domain/plan.events.js';
export { PlanLog } from './queries/plan-log.js';
export { PlanFigureRegistry, type PlanFigureContribution, type PlanFigures } from './plan-figures.js';
