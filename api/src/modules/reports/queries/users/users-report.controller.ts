import { Controller, Get, Headers, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AsOfReport, UsersReport } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { csvFile, wantsCsv } from '../../../../platform/http/downloads.js';
import { USERS_REPORT_ANSWER } from '../../users-report.schemas.js';
import { ReportMoments } from '../report-moments.js';
import { periodOf } from '../report-period.js';
import { UsersReports } from '../users-report.js';
import { userRows } from './users-csv.js';
import { UsersReportRequest } from './users-report.request.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class UsersReportController {
  constructor(
    private readonly moments: ReportMoments,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): new clients over the period, and the clients at risk now. */
  @Answers(USERS_REPORT_ANSWER, { summary: 'Get the clients report', csv: true })
  @Get('users')
  async users(
    @Query() query: UsersReportRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<UsersReport | AsOfReport<UsersReport> | StreamableFile> {
    const moment = this.moments.of(query.asOf);
    const period = periodOf(query, this.calendar.dayOf(moment.at));
    const { answer, shown } = await this.moments.read(moment, (store, now) =>
      new UsersReports(store).report(period, now, this.calendar),
    );
    if (!wantsCsv(query.format, accept)) return answer;
    const table = query.table ?? 'byDay';
    const { header, rows } = userRows(shown, table);
    return csvFile(`users-${table}-${period.startDate}-${period.endDate}`, header, rows, query.csv ?? 'rfc4180');
  }
}
