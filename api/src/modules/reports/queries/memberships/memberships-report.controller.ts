import { Controller, Get, Headers, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AsOfReport, MembershipsReport } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { csvFile, wantsCsv } from '../../../../platform/http/downloads.js';
import { MEMBERSHIPS_REPORT_ANSWER } from '../../report.schemas.js';
import { MembershipsReports } from '../memberships-report.js';
import { ReportMoments } from '../report-moments.js';
import { periodOf } from '../report-period.js';
import { membershipRows } from './memberships-csv.js';
import { MembershipsReportRequest } from './memberships-report.request.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class MembershipsReportController {
  constructor(
    private readonly moments: ReportMoments,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): memberships over the period, as JSON or one table as CSV. */
  @Answers(MEMBERSHIPS_REPORT_ANSWER, { summary: 'Get the memberships report', csv: true })
  @Get('memberships')
  async memberships(
    @Query() query: MembershipsReportRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<MembershipsReport | AsOfReport<MembershipsReport> | StreamableFile> {
    const moment = this.moments.of(query.asOf);
    const period = periodOf(query, this.calendar.dayOf(moment.at));
    const { answer, shown } = await this.moments.read(moment, (store, now) =>
      new MembershipsReports(store).report(period, this.calendar.dayOf(now)),
    );
    if (!wantsCsv(query.format, accept)) return answer;
    const table = query.table ?? 'byDay';
    const { header, rows } = membershipRows(shown, table);
    return csvFile(`memberships-${table}-${period.startDate}-${period.endDate}`, header, rows, query.csv ?? 'rfc4180');
  }
}
