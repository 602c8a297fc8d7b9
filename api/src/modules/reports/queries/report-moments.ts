import { Inject, Injectable } from '@nestjs/common';
import type { AsOfReport } from '@boxstudio/contracts';
import { invalidField } from '../../../platform/domain/domain-error.js';
import { AsOfStore, historiesOf } from '../../../platform/projections/as-of-store.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { Clock } from '../../../platform/time/clock.js';
import { REPORT_CLASSES, REPORT_OCCURRENCES } from '../projections/class-docs.js';
import { REPORT_BOOKINGS, REPORT_CLIENTS } from '../projections/client-docs.js';
import { MEMBERSHIP_DAYS, MEMBERSHIP_LIVES } from '../projections/membership-buckets.js';
import { REVENUE_BUCKETS } from '../projections/revenue-docs.js';

/** Every collection a period report reads that keeps its history (the names it reads are read as now). */
const REPORT_HISTORIES = historiesOf([
  REVENUE_BUCKETS,
  MEMBERSHIP_DAYS,
  MEMBERSHIP_LIVES,
  REPORT_CLASSES,
  REPORT_OCCURRENCES,
  REPORT_CLIENTS,
  REPORT_BOOKINGS,
]);

/** When a report is read: now, or as of an instant asked for. */
export interface ReportMoment {
  readonly now: Date;
  readonly asOf: Date | null;
  /** What "today" is for the report: the instant asked for, or now. */
  readonly at: Date;
}

/** What a route answers, and the report its CSV carries (the one as of the instant, when asked). */
export interface ReportAnswer<Report> {
  readonly answer: Report | AsOfReport<Report>;
  readonly shown: Report;
}

/**
 * Reports now or as of an instant (`?asOf=`): the same report code reads the live read models, or
 * the same read models as they stood then (AsOfStore), with that instant as its "now".
 */
@Injectable()
export class ReportMoments {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
  ) {}

  /** A 400 on `asOf` for an instant after now: nobody knows yet what a report will say then. */
  of(asOf: string | undefined): ReportMoment {
    const now = this.clock.now();
    if (asOf === undefined) return { now, asOf: null, at: now };
    const at = new Date(asOf);
    if (at.getTime() > now.getTime()) throw invalidField('REPORT.AS_OF_FUTURE', 'asOf');
    return { now, asOf: at, at };
  }

  /** `read` of the live read models at now and, when asked, of the past ones at the instant, together. */
  async read<Report>(
    moment: ReportMoment,
    read: (store: ReadStore, now: Date) => Promise<Report>,
  ): Promise<ReportAnswer<Report>> {
    if (moment.asOf === null) {
      const report = await read(this.store, moment.now);
      return { answer: report, shown: report };
    }
    const [restated, report] = await Promise.all([
      read(this.store, moment.now),
      read(new AsOfStore(this.store, moment.asOf, REPORT_HISTORIES), moment.asOf),
    ]);
    return { answer: { asOf: moment.asOf.toISOString(), report, restated }, shown: report };
  }
}
