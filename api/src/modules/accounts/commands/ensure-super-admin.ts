import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { UserDirectory } from '../queries/user-directory.js';
import { CreateAccountCommand } from './create-account/create-account.command.js';

/**
 * First start: creates the one SUPER_ADMIN from ADMIN_EMAIL / ADMIN_PASSWORD. Its command id is
 * fixed, so two instances starting together create one account, not two.
 */
@Injectable()
export class EnsureSuperAdmin {
  private readonly logger = new Logger(EnsureSuperAdmin.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    if ((await this.directory.countSuperAdmins()) > 0) return;
    const profile = { name: 'Administrador', email: this.config.adminEmail, phone: null, branchId: null, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null };
    const context = { commandId: 'system:bootstrap-super-admin', correlationId: 'system:first-start', userId: null, now: new Date() };
    await this.commands.execute(new CreateAccountCommand('SUPER_ADMIN', profile, this.config.adminPassword, context));
    this.logger.log(`Created the super admin ${this.config.adminEmail}`);
  }
}
