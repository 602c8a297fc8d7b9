import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { childContext, systemContext } from '../../platform/aggregates/command-context.js';
import { createdId } from '../../platform/aggregates/event-ids.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { View } from '../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { Clock } from '../../platform/time/clock.js';
import { AccountsModule, PeopleQueries } from '../accounts/index.js';
import { BranchDirectory, BranchesModule, BranchFigureRegistry, countedPerBranch } from '../branches/index.js';
import { ClassReservationsRegistry } from './class-reservations.js';
import { ClassCommands } from './commands/class-commands.js';
import { CreateClassController } from './commands/create-class/create-class.controller.js';
import { DeleteClassController } from './commands/delete-class/delete-class.controller.js';
import { SetClassSchedulesController } from './commands/set-class-schedules/set-class-schedules.controller.js';
import { UpdateClassController } from './commands/update-class/update-class.controller.js';
import { DEMO_CLASSES, demoClassCommandId } from './demo/demo-classes.js';
import { classAggregate } from './domain/class.aggregate.js';
import { CLASSES } from './projections/class-docs.js';
import { classesProjection } from './projections/classes.projection.js';
import { classAudit } from './queries/class-audit.js';
import { ClassLog } from './queries/class-log.js';
import { ClassQueries } from './queries/class-queries.js';
import { ClassStatsController } from './queries/class-stats/class-stats.controller.js';
import { GetClassController } from './queries/get-class/get-class.controller.js';
import { ListClassesController } from './queries/list-classes/list-classes.controller.js';

/** The studio's classes and their weekly timetables: spec §2's classes screen and the public classes view. */
@Module({
  imports: [AccountsModule, BranchesModule],
  // The fixed path /classes/stats before /classes/:id, which would match it too.
  controllers: [
    ClassStatsController,
    ListClassesController,
    GetClassController,
    CreateClassController,
    UpdateClassController,
    SetClassSchedulesController,
    DeleteClassController,
  ],
  providers: [ClassQueries, ClassCommands, ClassReservationsRegistry, ClassLog],
  exports: [ClassReservationsRegistry, ClassLog],
})
export class ClassesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly demo: DemoSeedRegistry,
    private readonly classes: ClassCommands,
    private readonly queries: ClassQueries,
    private readonly people: PeopleQueries,
    private readonly branches: BranchDirectory,
    private readonly branchFigures: BranchFigureRegistry,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(classesProjection);
    // A class with no branch is offered at every branch: it counts in each, as `GET /classes?branchId=` lists it.
    const inBranch = (branchId: string) => ({ branchId: { $in: [branchId, null] }, isDeleted: false });
    this.branchFigures.register(
      countedPerBranch('classes', new View(this.store, CLASSES), inBranch, { isActive: true }),
    );
    this.audit.register(classAggregate, classAudit(this.queries));
    this.demo.register({ name: 'classes', order: 30, run: () => this.seedClasses() });
  }

  /** After branches (10) and people (20): each branch's classes, taught by that branch's demo instructors. */
  private async seedClasses(): Promise<void> {
    const branchIds = await this.branches.idsByAge();
    const { users } = await this.people.list({ roles: ['INSTRUCTOR'], status: 'active', page: 1, limit: 100 });
    const oldestFirst = [...users].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    for (const [branch, classes] of DEMO_CLASSES.entries()) {
      const branchId = branchIds[branch];
      const instructors = oldestFirst.filter((user) => user.branchId === branchId);
      if (branchId === undefined || instructors.length === 0) continue;
      for (const [index, { instructor, schedules, sampleClassDescription, ...fields }] of classes.entries()) {
        const context = systemContext(demoClassCommandId(branch, index), 'system:demo-data', this.clock.now());
        const instructorId = (instructors[instructor] ?? instructors[0])?.id ?? '';
        const input = {
          ...fields,
          instructorId,
          branchId,
          isSampleClass: sampleClassDescription !== undefined,
          sampleClassDescription,
        };
        await this.classes.create(input, context);
        await this.classes.setSchedules(
          createdId(context.commandId, 'class'),
          schedules,
          childContext(context, 'schedules'),
        );
      }
    }
  }
}
