import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { StudioCalendar } from '../../platform/time/studio-calendar.js';
import { classesReportProjection } from './projections/classes-report.projection.js';
import { clientsReportProjection } from './projections/clients-report.projection.js';
import { membershipsReportProjection } from './projections/memberships-report.projection.js';
import { revenueReportProjection } from './projections/revenue-report.projection.js';
import { ClassesReports } from './queries/classes-report.js';
import { ClassesReportController } from './queries/classes/classes-report.controller.js';
import { MembershipsReports } from './queries/memberships-report.js';
import { OverviewReports } from './queries/overview-report.js';
import { ReportMoments } from './queries/report-moments.js';
import { OverviewReportController } from './queries/overview/overview-report.controller.js';
import { MembershipsReportController } from './queries/memberships/memberships-report.controller.js';
import { RevenueReports } from './queries/revenue-report.js';
import { RevenueReportController } from './queries/revenue/revenue-report.controller.js';
import { UsersReports } from './queries/users-report.js';
import { UsersReportController } from './queries/users/users-report.controller.js';

/**
 * The studio's numbers (CONTRACT.md, Reports): read models made for reporting, folded from the
 * other modules' events by studio day, and the routes that add them up over any period.
 */
@Module({
  controllers: [
    RevenueReportController,
    MembershipsReportController,
    UsersReportController,
    ClassesReportController,
    OverviewReportController,
  ],
  providers: [RevenueReports, MembershipsReports, UsersReports, ClassesReports, OverviewReports, ReportMoments],
})
export class ReportsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly calendar: StudioCalendar,
  ) {}

  onModuleInit(): void {
    this.projections.register(revenueReportProjection(this.calendar));
    this.projections.register(membershipsReportProjection(this.calendar));
    this.projections.register(clientsReportProjection(this.calendar));
    this.projections.register(classesReportProjection(this.calendar));
  }
}
