import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { OverviewReport } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { Clock } from '../../../../platform/time/clock.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { OVERVIEW_REPORT } from '../../overview-report.schemas.js';
import { OverviewReports } from '../overview-report.js';
import { ReportQueryRequest } from '../report-query.request.js';
import { periodOf } from '../report-period.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class OverviewReportController {
  constructor(
    private readonly reports: OverviewReports,
    private readonly clock: Clock,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): the studio at a glance, what the admin dashboard shows. */
  @Answers(OVERVIEW_REPORT, { summary: 'Get the overview report' })
  @Get('overview')
  overview(@Query() query: ReportQueryRequest): Promise<OverviewReport> {
    const now = this.clock.now();
    return this.reports.report(periodOf(query, this.calendar.dayOf(now)), now, this.calendar);
  }
}
