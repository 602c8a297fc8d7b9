import { Controller, Get, Headers, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { RevenueReport } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { Clock } from '../../../../platform/time/clock.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { csvFile, wantsCsv } from '../../csv/report-csv.js';
import { REVENUE_REPORT } from '../../report.schemas.js';
import { periodOf } from '../report-period.js';
import { RevenueReports } from '../revenue-report.js';
import { revenueRows } from './revenue-csv.js';
import { RevenueReportRequest } from './revenue-report.request.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class RevenueReportController {
  constructor(
    private readonly reports: RevenueReports,
    private readonly clock: Clock,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): the period's revenue, as JSON or one table as CSV. */
  @Answers(REVENUE_REPORT, { summary: 'Get the revenue report', csv: true })
  @Get('revenue')
  async revenue(
    @Query() query: RevenueReportRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<RevenueReport | StreamableFile> {
    const period = periodOf(query, this.calendar.dayOf(this.clock.now()));
    const report = await this.reports.report(period);
    if (!wantsCsv(query.format, accept)) return report;
    const table = query.table ?? 'byDay';
    const { header, rows } = revenueRows(report, table);
    return csvFile(`revenue-${table}-${period.startDate}-${period.endDate}`, header, rows, query.csv ?? 'rfc4180');
  }
}
