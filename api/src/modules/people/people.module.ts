import { Module, type OnModuleInit } from '@nestjs/common';
import { systemContext } from '../../platform/aggregates/command-context.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { Clock } from '../../platform/time/clock.js';
import { AccountsModule, UserCommands } from '../accounts/index.js';
import { BranchDirectory, BranchesModule } from '../branches/index.js';
import { CreateClientController } from './commands/create-client/create-client.controller.js';
import { CreatePersonController } from './commands/create-person/create-person.controller.js';
import { DeleteClientController } from './commands/delete-client/delete-client.controller.js';
import { DeletePersonController } from './commands/delete-person/delete-person.controller.js';
import { UpdateClientController } from './commands/update-client/update-client.controller.js';
import { UpdatePersonController } from './commands/update-person/update-person.controller.js';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_STAFF, demoEmail } from './demo/demo-people.js';
import { PeopleCommands } from './commands/people-commands.js';
import { ScopedPeople } from './queries/scoped-people.js';
import { ClientStatsController } from './queries/client-stats/client-stats.controller.js';
import { EmployeeStatsController } from './queries/employee-stats/employee-stats.controller.js';
import { GetClientController } from './queries/get-client/get-client.controller.js';
import { GetPersonController } from './queries/get-person/get-person.controller.js';
import { ListClientsController } from './queries/list-clients/list-clients.controller.js';
import { ListPeopleController } from './queries/list-people/list-people.controller.js';
import { PeopleByRoleController } from './queries/people-by-role/people-by-role.controller.js';

/** Clients and employees as the console manages them. */
@Module({
  imports: [AccountsModule, BranchesModule],
  // Fixed paths (/users/stats, /users/role/:role) before /users/:id, which would match them too.
  controllers: [
    EmployeeStatsController,
    PeopleByRoleController,
    ListPeopleController,
    GetPersonController,
    CreatePersonController,
    UpdatePersonController,
    DeletePersonController,
    ClientStatsController,
    ListClientsController,
    GetClientController,
    CreateClientController,
    UpdateClientController,
    DeleteClientController,
  ],
  providers: [PeopleCommands, ScopedPeople],
})
export class PeopleModule implements OnModuleInit {
  constructor(
    private readonly demo: DemoSeedRegistry,
    private readonly users: UserCommands,
    private readonly branches: BranchDirectory,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.demo.register({ name: 'people', order: 20, run: () => this.seedPeople() });
  }

  private async seedPeople(): Promise<void> {
    const branchIds = await this.branches.idsByAge();
    for (const [index, person] of [...DEMO_STAFF, ...DEMO_CLIENTS].entries()) {
      const email = demoEmail(person.name, person.role === 'CLIENT' ? 'example.com' : 'boxstudio.mx');
      const profile = {
        name: person.name,
        email,
        phone: person.phone,
        branchId: branchIds[person.branch] ?? null,
        dateOfBirth: null,
        address: null,
        emergencyContact: null,
        emergencyPhone: null,
      };
      const context = systemContext(`system:demo-person-${index}`, 'system:demo-data', this.clock.now());
      await this.users.create({ role: person.role, profile, password: DEMO_PASSWORD, isActive: true }, null, context);
    }
  }
}
