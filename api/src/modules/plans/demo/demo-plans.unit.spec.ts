import { PLAN_LIMITS } from '@boxstudio/contracts';
import { DEMO_PLANS, demoPlanCommandId } from './demo-plans.js';

describe('demo plans', () => {
  it('gives each demo branch three or four plans, one of them unlimited', () => {
    expect(DEMO_PLANS).toHaveLength(2);
    for (const plans of DEMO_PLANS) {
      expect(plans.length).toBeGreaterThanOrEqual(3);
      expect(plans.length).toBeLessThanOrEqual(4);
      expect(plans.some((plan) => plan.maxClasses === null)).toBe(true);
      expect(new Set(plans.map((plan) => plan.name)).size).toBe(plans.length);
    }
  });

  it('keeps every plan within the form rules (positive cents prices, whole days, features)', () => {
    for (const plan of DEMO_PLANS.flat()) {
      expect(plan.price).toBeGreaterThan(0);
      expect(plan.price).toBeLessThanOrEqual(PLAN_LIMITS.priceMax);
      expect(Math.round(plan.price * 100) / 100).toBe(plan.price);
      expect(Number.isInteger(plan.duration) && plan.duration > 0 && plan.duration <= PLAN_LIMITS.durationMax).toBe(
        true,
      );
      if (plan.maxClasses !== null) expect(Number.isInteger(plan.maxClasses) && plan.maxClasses >= 1).toBe(true);
      expect(plan.features.length).toBeLessThanOrEqual(PLAN_LIMITS.featuresMax);
      for (const feature of plan.features) expect(feature.trim()).toBe(feature);
    }
  });

  it('names each seed command once', () => {
    const ids = DEMO_PLANS.flatMap((plans, branch) => plans.map((_, index) => demoPlanCommandId(branch, index)));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
