import { Injectable } from '@nestjs/common';

/** One module's share of the demo data, sent as ordinary commands so it is ordinary history. */
export interface DemoSeedStep {
  readonly name: string;
  /** Steps run in ascending order: branches before the people and classes that refer to them. */
  readonly order: number;
  run(): Promise<void>;
}

@Injectable()
export class DemoSeedRegistry {
  private readonly steps: DemoSeedStep[] = [];

  register(step: DemoSeedStep): void {
    this.steps.push(step);
  }

  async runAll(): Promise<string[]> {
    const ordered = [...this.steps].sort((a, b) => a.order - b.order);
    for (const step of ordered) await step.run();
    return ordered.map((step) => step.name);
  }
}
