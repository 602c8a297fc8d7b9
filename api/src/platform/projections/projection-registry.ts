import type { Projection } from './projection.js';

/** Modules register their projections here while the app initialises; the runner reads them. */
export class ProjectionRegistry {
  private readonly byName = new Map<string, Projection>();

  register(projection: Projection): void {
    if (this.byName.has(projection.name)) throw new Error(`Projection ${projection.name} registered twice`);
    this.byName.set(projection.name, projection);
  }

  all(): Projection[] {
    return [...this.byName.values()];
  }

  get(name: string): Projection | undefined {
    return this.byName.get(name);
  }
}
