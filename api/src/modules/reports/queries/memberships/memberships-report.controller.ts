import { Controller, Get, Headers, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipsReport } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { Clock } from '../../../../platform/time/clock.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { csvFile, wantsCsv } from '../../csv/report-csv.js';
import { MEMBERSHIPS_REPORT } from '../../report.schemas.js';
import { MembershipsReports } from '../memberships-report.js';
import { periodOf } from '../report-period.js';
import { membershipRows } from './memberships-csv.js';
import { MembershipsReportRequest } from './memberships-report.request.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class MembershipsReportController {
  constructor(
    private readonly reports: MembershipsReports,
    private readonly clock: Clock,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): memberships over the period, as JSON or one table as CSV. */
  @Answers(MEMBERSHIPS_REPORT, { summary: 'Get the memberships report', csv: true })
  @Get('memberships')
  async memberships(
    @Query() query: MembershipsReportRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<MembershipsReport | StreamableFile> {
    const today = this.calendar.dayOf(this.clock.now());
    const period = periodOf(query, today);
    const report = await this.reports.report(period, today);
    if (!wantsCsv(query.format, accept)) return report;
    const table = query.table ?? 'byDay';
    const { header, rows } = membershipRows(report, table);
    return csvFile(`memberships-${table}-${period.startDate}-${period.endDate}`, header, rows, query.csv ?? 'rfc4180');
  }
}
