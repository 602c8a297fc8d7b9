import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportQuery } from '@boxstudio/contracts';
import { studioDayOf, studioToday, type StudioDay } from '../../lib/studio-time';
import {
  DEFAULT_PRESET,
  isReportDay,
  presetOf,
  presetRange,
  rangeProblem,
  type ReportPreset,
  type ReportRange,
} from './report-range';

/** The address keys: the API's own names, so a link reads as the request it makes. */
const START = 'startDate';
const END = 'endDate';
const BRANCH = 'branchId';
/** The report shown, on a screen of several (the admins' tabs): the API's name of it, `?report=users`. */
const REPORT = 'report';
/** The instant the reports are shown as they stood at (ISO, UTC), on a screen that offers it (the admins'). */
const AS_OF = 'asOf';

/** An ISO 8601 instant with its offset, as the API takes `asOf` (an address may carry anything). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const isReportInstant = (value: string | null | undefined): value is string =>
  typeof value === 'string' && INSTANT.test(value) && Number.isFinite(Date.parse(value));

/** Why the API would refuse an as-of instant: one in the future (nobody knows yet what a report will say then). */
export function asOfProblem(asOf: string | null, now: number = Date.now()): 'REPORT.AS_OF_FUTURE' | null {
  return asOf !== null && Date.parse(asOf) > now ? 'REPORT.AS_OF_FUTURE' : null;
}

export interface ReportFilterOptions {
  /** The studio day it is (the quick choices count back from it); a spec fixes it. */
  readonly today?: StudioDay;
  /** Whether the screen offers an as-of instant (`?asOf=`): the admins' reports do, an instructor's own not. */
  readonly asOf?: boolean;
}

export interface ReportFilters {
  readonly range: ReportRange;
  /** The quick choice the days are, or 'custom'. */
  readonly preset: ReportPreset | 'custom';
  /** '' for every branch. */
  readonly branchId: string;
  /** The report the address names (`?report=`), null when none: the screen's first. */
  readonly report: string | null;
  /**
   * The instant the reports are shown as they stood at (`?asOf=`, ISO), null for now. With one, the
   * default period and the quick choices count back from its studio day, as the report then did.
   */
  readonly asOf: string | null;
  /** Why the API would refuse the range or the as-of instant; while there is one, nothing is asked. */
  readonly problem: ReturnType<typeof rangeProblem> | ReturnType<typeof asOfProblem>;
  /** What every report of the screen is asked for. */
  readonly query: ReportQuery;
  /** New ends of the period; an end left out stays as it is. */
  setRange(range: Partial<ReportRange>): void;
  setPreset(preset: ReportPreset): void;
  setBranch(branchId: string): void;
  /** Shows another report; null: the screen's first, which the address leaves out. */
  setReport(report: string | null): void;
  /**
   * Shows the reports as they stood at an instant (ISO), or now (null). The default period follows it
   * (the 30 days up to its day); a period chosen stays.
   */
  setAsOf(asOf: string | null): void;
}

interface ReportView {
  readonly range: ReportRange;
  readonly branchId: string;
  readonly report: string | null;
  readonly asOf: string | null;
}

/** The day the period's quick choices count back from: the as-of instant's studio day, or today. */
const dayOfView = (asOf: string | null, today: StudioDay): StudioDay => (asOf ? studioDayOf(asOf) : today);
const defaultRange = (asOf: string | null, today: StudioDay) => presetRange(DEFAULT_PRESET, dayOfView(asOf, today));
const sameRange = (one: ReportRange, other: ReportRange) =>
  one.startDate === other.startDate && one.endDate === other.endDate;

/** The view as the address says it; a missing or wrong day is the default's, a malformed instant none. */
function viewOf(params: URLSearchParams, today: StudioDay, withAsOf: boolean): ReportView {
  const start = params.get(START);
  const end = params.get(END);
  const asOf = params.get(AS_OF);
  const shownAsOf = withAsOf && isReportInstant(asOf) ? asOf : null;
  const fallback = defaultRange(shownAsOf, today);
  return {
    range: {
      startDate: isReportDay(start) ? start : fallback.startDate,
      endDate: isReportDay(end) ? end : fallback.endDate,
    },
    branchId: params.get(BRANCH) ?? '',
    report: params.get(REPORT) || null,
    asOf: shownAsOf,
  };
}

/** The address of a view: only what differs from the default, beside whatever else it carries. */
function paramsOf(current: URLSearchParams, view: ReportView, today: StudioDay): URLSearchParams {
  const written = new URLSearchParams(current);
  for (const key of [START, END, BRANCH, REPORT, AS_OF]) written.delete(key);
  if (!sameRange(view.range, defaultRange(view.asOf, today))) {
    written.set(START, view.range.startDate);
    written.set(END, view.range.endDate);
  }
  if (view.branchId) written.set(BRANCH, view.branchId);
  if (view.report) written.set(REPORT, view.report);
  if (view.asOf) written.set(AS_OF, view.asOf);
  return written;
}

/**
 * The screen's period and branch, on a screen of several reports which one shows, and where offered the
 * instant they are shown as of, kept in the address like a list's filters (Back and a shared link find
 * the same report). Only what differs from the default is written: without dates the screen shows the
 * last 30 studio days (up to the as-of instant's day, with one), as the API does, and without `report`
 * its first report. Each change replaces the address rather than adding to the history.
 *
 * A change builds on the last one written even before the router has shown it: the router renders a
 * new address a moment later (a transition), and a second change made meanwhile (a branch chosen right
 * after a period) would otherwise start from the address before the first and undo it.
 */
export function useReportFilters({
  today = studioToday(),
  asOf: withAsOf = false,
}: ReportFilterOptions = {}): ReportFilters {
  const [params, setParams] = useSearchParams();
  const pending = useRef<{ readonly over: string; readonly written: string } | null>(null);
  const { range, branchId, report, asOf } = viewOf(params, today, withAsOf);
  const change = (next: (current: ReportView) => ReportView) => {
    const shown = params.toString();
    const current = pending.current?.over === shown ? new URLSearchParams(pending.current.written) : params;
    const written = paramsOf(current, next(viewOf(current, today, withAsOf)), today);
    pending.current = { over: shown, written: written.toString() };
    setParams(written, { replace: true });
  };

  return {
    range,
    preset: presetOf(range, dayOfView(asOf, today)),
    branchId,
    report,
    asOf,
    problem: rangeProblem(range) ?? asOfProblem(asOf),
    query: {
      startDate: range.startDate,
      endDate: range.endDate,
      ...(branchId ? { branchId } : {}),
      ...(asOf ? { asOf } : {}),
    },
    setRange: (ends) => change((current) => ({ ...current, range: { ...current.range, ...ends } })),
    setPreset: (preset) =>
      change((current) => ({ ...current, range: presetRange(preset, dayOfView(current.asOf, today)) })),
    setBranch: (next) => change((current) => ({ ...current, branchId: next })),
    setReport: (next) => change((current) => ({ ...current, report: next })),
    setAsOf: (next) =>
      change((current) => ({
        ...current,
        asOf: withAsOf ? next : null,
        // The default period follows the instant (the report then counted back from its day); one chosen stays.
        range: sameRange(current.range, defaultRange(current.asOf, today))
          ? defaultRange(withAsOf ? next : null, today)
          : current.range,
      })),
  };
}
