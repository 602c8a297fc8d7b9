import { Controller, Get, Headers, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AsOfReport, RevenueReport } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { csvFile, wantsCsv } from '../../../../platform/http/downloads.js';
import { REVENUE_REPORT_ANSWER } from '../../report.schemas.js';
import { ReportMoments } from '../report-moments.js';
import { periodOf } from '../report-period.js';
import { RevenueReports } from '../revenue-report.js';
import { revenueRows } from './revenue-csv.js';
import { RevenueReportRequest } from './revenue-report.request.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class RevenueReportController {
  constructor(
    private readonly moments: ReportMoments,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): the period's revenue, as JSON or one table as CSV. */
  @Answers(REVENUE_REPORT_ANSWER, { summary: 'Get the revenue report', csv: true })
  @Get('revenue')
  async revenue(
    @Query() query: RevenueReportRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<RevenueReport | AsOfReport<RevenueReport> | StreamableFile> {
    const moment = this.moments.of(query.asOf);
    const period = periodOf(query, this.calendar.dayOf(moment.at));
    const { answer, shown } = await this.moments.read(moment, (store) => new RevenueReports(store).report(period));
    if (!wantsCsv(query.format, accept)) return answer;
    const table = query.table ?? 'byDay';
    const { header, rows } = revenueRows(shown, table);
    return csvFile(`revenue-${table}-${period.startDate}-${period.endDate}`, header, rows, query.csv ?? 'rfc4180');
  }
}
