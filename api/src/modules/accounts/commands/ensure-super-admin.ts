import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { systemContext } from '../../../platform/aggregates/command-context.js';
import { EVENT_LOG, type EventLog } from '../../../platform/event-log/event-log.port.js';
import { Clock } from '../../../platform/time/clock.js';
import { UserDirectory } from '../queries/user-directory.js';
import { SuperAdminRosterKeeper } from './super-admin-roster.js';
import { UserCommands } from './user-commands.js';

const FIRST_START = 'system:first-start';

/**
 * At every start: the studio has at least one active SUPER_ADMIN, whatever history the log holds.
 * - First start: creates one from ADMIN_EMAIL / ADMIN_PASSWORD (a fixed command id, so two
 *   instances starting together create one account, not two).
 * - A log without a super-admin roster (written before it existed) gets one, started from the
 *   active SUPER_ADMINs of the read model.
 * - A history that left none active (possible before the roster existed) is mended: the account of
 *   ADMIN_EMAIL is made an active SUPER_ADMIN again, or created anew when it no longer exists.
 */
@Injectable()
export class EnsureSuperAdmin {
  private readonly logger = new Logger(EnsureSuperAdmin.name);

  constructor(
    private readonly users: UserCommands,
    private readonly roster: SuperAdminRosterKeeper,
    private readonly directory: UserDirectory,
    @Inject(EVENT_LOG) private readonly log: EventLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    const now = this.clock.now();
    const head = await this.log.headPosition();
    if (head === 0) {
      await this.createAdmin('system:bootstrap-super-admin', now);
      this.logger.log(`Created the super admin ${this.config.adminEmail}`);
      return;
    }
    if (!(await this.roster.isStarted())) {
      await this.roster.start(
        await this.directory.activeSuperAdminIds(),
        systemContext('system:super-admin-roster', FIRST_START, now),
      );
    }
    if ((await this.directory.activeSuperAdminIds()).length === 0) await this.mend(head, now);
    // A crash between a person's change and the roster's leaves the roster short: complete it.
    const members = await this.roster.members();
    for (const id of await this.directory.activeSuperAdminIds()) {
      if (!members.includes(id))
        await this.roster.add(id, systemContext(`system:super-admin-roster-${head}-${id}`, FIRST_START, now));
    }
  }

  private async mend(head: number, now: Date): Promise<void> {
    // Derived from the log's head: instances starting together on the same history mend it once.
    const context = systemContext(`system:recover-super-admin-${head}`, FIRST_START, now);
    const existing = await this.directory.findByEmail(this.config.adminEmail);
    if (existing)
      await this.users.update(existing.id, { changes: {}, role: 'SUPER_ADMIN', isActive: true }, null, context);
    else await this.createAdmin(context.commandId, now);
    this.logger.warn(`No active super admin was left; ${this.config.adminEmail} is one again`);
  }

  private async createAdmin(commandId: string, now: Date): Promise<void> {
    const profile = {
      name: 'Administrador',
      email: this.config.adminEmail,
      phone: null,
      branchId: null,
      dateOfBirth: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
    };
    await this.users.create(
      { role: 'SUPER_ADMIN', profile, password: this.config.adminPassword, isActive: true },
      null,
      systemContext(commandId, FIRST_START, now),
    );
  }
}
