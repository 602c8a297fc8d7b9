import { Controller, Get, Headers, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AsOfReport, ClassesReport } from '@boxstudio/contracts';
import { CurrentUser, Roles } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { csvFile, wantsCsv } from '../../../../platform/http/downloads.js';
import { CLASSES_REPORT_ANSWER } from '../../classes-report.schemas.js';
import { ClassesReports, type ClassScope } from '../classes-report.js';
import { ReportMoments } from '../report-moments.js';
import { periodOf } from '../report-period.js';
import { classRows } from './classes-csv.js';
import { ClassesReportRequest } from './classes-report.request.js';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class ClassesReportController {
  constructor(
    private readonly moments: ReportMoments,
    private readonly calendar: StudioCalendar,
  ) {}

  /** Admins only (and reporting tools' keys): fill and attendance of the period's occurrences. */
  @Answers(CLASSES_REPORT_ANSWER, { summary: 'Get the classes report', csv: true })
  @Get('classes')
  classes(
    @Query() query: ClassesReportRequest,
    @Headers('accept') accept: string | undefined,
  ): Promise<ClassesReport | AsOfReport<ClassesReport> | StreamableFile> {
    return this.answer(query, accept, query.instructorId === undefined ? {} : { instructorId: query.instructorId });
  }

  /** An instructor's own classes (/instructor-reports), whatever `instructorId` says. */
  @Answers(CLASSES_REPORT_ANSWER, { summary: 'Get own classes report', csv: true })
  @Get('my-classes')
  @Roles('INSTRUCTOR')
  mine(
    @Query() query: ClassesReportRequest,
    @Headers('accept') accept: string | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<ClassesReport | AsOfReport<ClassesReport> | StreamableFile> {
    return this.answer(query, accept, { instructorId: user.id });
  }

  private async answer(
    query: ClassesReportRequest,
    accept: string | undefined,
    scope: ClassScope,
  ): Promise<ClassesReport | AsOfReport<ClassesReport> | StreamableFile> {
    const moment = this.moments.of(query.asOf);
    const period = periodOf(query, this.calendar.dayOf(moment.at));
    const { answer, shown } = await this.moments.read(moment, (store, now) =>
      new ClassesReports(store).report(period, now, this.calendar, scope),
    );
    if (!wantsCsv(query.format, accept)) return answer;
    const table = query.table ?? 'byDay';
    const { header, rows } = classRows(shown, table);
    return csvFile(`classes-${table}-${period.startDate}-${period.endDate}`, header, rows, query.csv ?? 'rfc4180');
  }
}
