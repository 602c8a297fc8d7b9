import { Module, type OnModuleInit } from '@nestjs/common';
import { systemContext } from '../../platform/aggregates/command-context.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { AccountsModule, CreateUserWorkflow } from '../accounts/index.js';
import { BranchDirectory, BranchesModule } from '../branches/index.js';
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
    private readonly createUser: CreateUserWorkflow,
    private readonly branches: BranchDirectory,
  ) {}

  onModuleInit(): void {
    this.demo.register({ name: 'people', order: 20, run: () => this.seedPeople() });
  }

  private async seedPeople(): Promise<void> {
    const branchIds = await this.branches.idsByAge();
    for (const [index, person] of [...DEMO_STAFF, ...DEMO_CLIENTS].entries()) {
      const email = demoEmail(person.name, person.role === 'CLIENT' ? 'example.com' : 'boxstudio.mx');
      const profile = { name: person.name, email, phone: person.phone, branchId: branchIds[person.branch] ?? null, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null };
      const context = systemContext(`system:demo-person-${index}`, 'system:demo-data', new Date());
      await this.createUser.run({ role: person.role, profile, password: DEMO_PASSWORD, isActive: true }, null, context);
    }
  }
}
