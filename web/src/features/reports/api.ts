import type {
  AsOfReport,
  ClassesReport,
  MembershipsReport,
  ReportQuery,
  RevenueReport,
  UsersReport,
} from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { REPORT_FIGURES } from '../../lib/cache-tags';
import { downloadFile } from '../../lib/download';

/** The tables of the revenue report a CSV carries, one at a time (the API's `?table=`). */
export const REVENUE_TABLES = [
  'byMonth',
  'byDay',
  'byPlan',
  'byBranch',
  'paymentMethods',
  'bySource',
] as const satisfies readonly (keyof RevenueReport)[];
export type RevenueTable = (typeof REVENUE_TABLES)[number];

/** The tables of the memberships report a CSV carries. */
export const MEMBERSHIP_TABLES = [
  'byDay',
  'byPlan',
  'byBranch',
] as const satisfies readonly (keyof MembershipsReport)[];
export type MembershipTable = (typeof MEMBERSHIP_TABLES)[number];

/** The tables of the clients report (GET /reports/users) a CSV carries. */
export const USER_TABLES = [
  'byDay',
  'byMonth',
  'byBranch',
  'atRiskClients',
] as const satisfies readonly (keyof UsersReport)[];
export type UserTable = (typeof USER_TABLES)[number];

/** The tables of the studio's classes report (admins) a CSV carries. */
export const CLASS_TABLES = [
  'byDay',
  'byClass',
  'byInstructor',
  'byBranch',
  'byDayOfWeek',
  'byHour',
] as const satisfies readonly (keyof ClassesReport)[];
export type ClassTable = (typeof CLASS_TABLES)[number];

/** The tables of an instructor's own classes report the screen offers as CSV. */
export const MY_CLASSES_TABLES = [
  'byDay',
  'byClass',
  'byDayOfWeek',
  'byHour',
] as const satisfies readonly (keyof ClassesReport)[];
export type MyClassesTable = (typeof MY_CLASSES_TABLES)[number];

/** `excel-es`: what a Spanish Excel opens as it is (BOM, `;`, decimal comma); `rfc4180` everywhere else. */
export type CsvProfile = 'excel-es' | 'rfc4180';

/** The CSV a person of this language opens: Spanish Excel's in Spanish, RFC 4180 in English. */
export const csvProfileOf = (language: string): CsvProfile => (language === 'en' ? 'rfc4180' : 'excel-es');

/** Which report (its path under /reports) and which of its tables. */
export type ReportCsvTable =
  | { readonly report: 'revenue'; readonly table: RevenueTable }
  | { readonly report: 'memberships'; readonly table: MembershipTable }
  | { readonly report: 'users'; readonly table: UserTable }
  | { readonly report: 'classes'; readonly table: ClassTable }
  | { readonly report: 'my-classes'; readonly table: MyClassesTable };

export type ReportCsvRequest = ReportQuery & ReportCsvTable & { readonly csv: CsvProfile };

/** Only the query's keys that are set. */
const periodParams = ({ startDate, endDate, branchId, asOf }: ReportQuery) => ({
  ...(startDate ? { startDate } : {}),
  ...(endDate ? { endDate } : {}),
  ...(branchId ? { branchId } : {}),
  ...(asOf ? { asOf } : {}),
});

/**
 * A report as the screen holds it: asked without `asOf`, the report alone; asked `?asOf=`, the report
 * as it was at that instant (`report`, what the screen draws) beside the same period as the log says
 * now (`restated`).
 */
export type ReportAnswer<Report> =
  { readonly asOf: null; readonly report: Report; readonly restated: null } | AsOfReport<Report>;

/** The API's answer in one shape, `asOf` asked or not (asked, the API answers `{ asOf, report, restated }`). */
function answerOf<Report>(body: Report | AsOfReport<Report>, _meta: unknown, asked: ReportQuery): ReportAnswer<Report> {
  return asked.asOf ? (body as AsOfReport<Report>) : { asOf: null, report: body as Report, restated: null };
}

/**
 * Reports (docs/metrics.md): the studio's figures for a period and a branch, read-only; the admins' four
 * also as they stood at an instant (`asOf`), beside the same period now.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevenueReport: build.query<ReportAnswer<RevenueReport>, ReportQuery>({
      query: (query) => ({ url: '/reports/revenue', params: periodParams(query) }),
      transformResponse: answerOf<RevenueReport>,
      providesTags: [...REPORT_FIGURES],
    }),
    /** Memberships: active day by day, what was sold, renewed, expired, cancelled; the net movement. */
    getMembershipsReport: build.query<ReportAnswer<MembershipsReport>, ReportQuery>({
      query: (query) => ({ url: '/reports/memberships', params: periodParams(query) }),
      transformResponse: answerOf<MembershipsReport>,
      providesTags: [...REPORT_FIGURES],
    }),
    /** Clients: new ones over the period, and the clients now (with a membership, at risk). */
    getUsersReport: build.query<ReportAnswer<UsersReport>, ReportQuery>({
      query: (query) => ({ url: '/reports/users', params: periodParams(query) }),
      transformResponse: answerOf<UsersReport>,
      providesTags: [...REPORT_FIGURES],
    }),
    /** The studio's classes (admins): fill and attendance of every class the timetables offered. */
    getClassesReport: build.query<ReportAnswer<ClassesReport>, ReportQuery>({
      query: (query) => ({ url: '/reports/classes', params: periodParams(query) }),
      transformResponse: answerOf<ClassesReport>,
      providesTags: [...REPORT_FIGURES],
    }),
    /** The signed-in instructor's own classes (INSTRUCTOR only): the server picks whose from the session. */
    getMyClassesReport: build.query<ReportAnswer<ClassesReport>, ReportQuery>({
      query: (query) => ({ url: '/reports/my-classes', params: periodParams(query) }),
      transformResponse: answerOf<ClassesReport>,
      providesTags: [...REPORT_FIGURES],
    }),
    /**
     * One table of a report as a CSV file, saved by the browser; answers the file's name. A mutation
     * although it reads: every click must fetch and save anew, where a query's cache would answer the
     * second click without a file. The file itself never enters the store (it is not serializable).
     */
    downloadReportCsv: build.mutation<string, ReportCsvRequest>({
      queryFn: ({ report, table, csv, ...query }, _queryApi, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          { url: `/reports/${report}`, params: { ...periodParams(query), format: 'csv', table, csv } },
          `${report}-${table}.csv`,
        ),
    }),
  }),
});

export const {
  useGetRevenueReportQuery,
  useGetMembershipsReportQuery,
  useGetUsersReportQuery,
  useGetClassesReportQuery,
  useGetMyClassesReportQuery,
  useDownloadReportCsvMutation,
} = reportsApi;
