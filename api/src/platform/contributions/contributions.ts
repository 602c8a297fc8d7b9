/**
 * Figures one module shows and others own (a branch's people, classes and stock; a class's
 * bookings): the module that shows them defines what a contribution is and keeps a registry of
 * this kind; each owning module registers its own in `onModuleInit`. The showing module never
 * names the contributors, so a new module adds its figure without editing the one that shows it.
 */
export class Contributions<Contribution> {
  private readonly registered: Contribution[] = [];

  register(contribution: Contribution): void {
    this.registered.push(contribution);
  }

  all(): readonly Contribution[] {
    return this.registered;
  }
}
