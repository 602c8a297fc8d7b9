import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CreateAccountCommand } from '../accounts/commands/create-account/create-account.command.js';
import { BranchesModule } from '../branches/branches.module.js';
import { BranchQueries } from '../branches/queries/branch-queries.js';
import { ClientsController } from './clients.controller.js';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_STAFF, demoEmail } from './demo/demo-people.js';
import { EmployeesController } from './employees.controller.js';
import { PeopleService } from './people.service.js';

/** Clients and employees as the console manages them. */
@Module({
  imports: [AccountsModule, BranchesModule],
  controllers: [EmployeesController, ClientsController],
  providers: [PeopleService],
})
export class PeopleModule implements OnModuleInit {
  constructor(
    private readonly demo: DemoSeedRegistry,
    private readonly commands: CommandBus,
    private readonly branches: BranchQueries,
  ) {}

  onModuleInit(): void {
    this.demo.register({ name: 'people', order: 20, run: () => this.seedPeople() });
  }

  private async seedPeople(): Promise<void> {
    const { branches } = await this.branches.list({ status: 'all', page: 1, limit: 100 });
    const branchIds = [...branches].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((branch) => branch.id);
    for (const [index, person] of [...DEMO_STAFF, ...DEMO_CLIENTS].entries()) {
      const email = demoEmail(person.name, person.role === 'CLIENT' ? 'example.com' : 'boxstudio.mx');
      const profile = { name: person.name, email, phone: person.phone, branchId: branchIds[person.branch] ?? null, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null };
      const context = { commandId: `system:demo-person-${index}`, correlationId: 'system:demo-data', userId: null, now: new Date() };
      await this.commands.execute(new CreateAccountCommand(person.role, profile, DEMO_PASSWORD, context));
    }
  }
}
