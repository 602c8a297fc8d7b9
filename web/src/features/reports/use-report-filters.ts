import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportQuery } from '@boxstudio/contracts';
import { studioToday, type StudioDay } from '../../lib/studio-time';
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

export interface ReportFilters {
  readonly range: ReportRange;
  /** The quick choice the days are, or 'custom'. */
  readonly preset: ReportPreset | 'custom';
  /** '' for every branch. */
  readonly branchId: string;
  /** The report the address names (`?report=`), null when none: the screen's first. */
  readonly report: string | null;
  /** Why the API would refuse the range; while there is one, nothing is asked. */
  readonly problem: ReturnType<typeof rangeProblem>;
  /** What every report of the screen is asked for. */
  readonly query: ReportQuery;
  /** New ends of the period; an end left out stays as it is. */
  setRange(range: Partial<ReportRange>): void;
  setPreset(preset: ReportPreset): void;
  setBranch(branchId: string): void;
  /** Shows another report; null: the screen's first, which the address leaves out. */
  setReport(report: string | null): void;
}

interface ReportView {
  readonly range: ReportRange;
  readonly branchId: string;
  readonly report: string | null;
}

/** The period and branch as the address says them; a missing or wrong day is the default's. */
function viewOf(params: URLSearchParams, fallback: ReportRange): ReportView {
  const start = params.get(START);
  const end = params.get(END);
  return {
    range: {
      startDate: isReportDay(start) ? start : fallback.startDate,
      endDate: isReportDay(end) ? end : fallback.endDate,
    },
    branchId: params.get(BRANCH) ?? '',
    report: params.get(REPORT) || null,
  };
}

/** The address of a view: only what differs from the default, beside whatever else it carries. */
function paramsOf(current: URLSearchParams, view: ReportView, fallback: ReportRange): URLSearchParams {
  const written = new URLSearchParams(current);
  for (const key of [START, END, BRANCH, REPORT]) written.delete(key);
  if (view.range.startDate !== fallback.startDate || view.range.endDate !== fallback.endDate) {
    written.set(START, view.range.startDate);
    written.set(END, view.range.endDate);
  }
  if (view.branchId) written.set(BRANCH, view.branchId);
  if (view.report) written.set(REPORT, view.report);
  return written;
}

/**
 * The screen's period and branch, and on a screen of several reports which one shows, kept in the
 * address like a list's filters (Back and a shared link find the same report). Only what differs from
 * the default is written: without dates the screen shows the last 30 studio days, as the API does, and
 * without `report` its first report. Each change replaces the address rather than adding to the history.
 *
 * A change builds on the last one written even before the router has shown it: the router renders a
 * new address a moment later (a transition), and a second change made meanwhile (a branch chosen right
 * after a period) would otherwise start from the address before the first and undo it.
 */
export function useReportFilters(today: StudioDay = studioToday()): ReportFilters {
  const [params, setParams] = useSearchParams();
  const pending = useRef<{ readonly over: string; readonly written: string } | null>(null);
  const fallback = presetRange(DEFAULT_PRESET, today);
  const { range, branchId, report } = viewOf(params, fallback);
  const change = (next: (current: ReportView) => ReportView) => {
    const shown = params.toString();
    const current = pending.current?.over === shown ? new URLSearchParams(pending.current.written) : params;
    const written = paramsOf(current, next(viewOf(current, fallback)), fallback);
    pending.current = { over: shown, written: written.toString() };
    setParams(written, { replace: true });
  };

  return {
    range,
    preset: presetOf(range, today),
    branchId,
    report,
    problem: rangeProblem(range),
    query: { startDate: range.startDate, endDate: range.endDate, ...(branchId ? { branchId } : {}) },
    setRange: (ends) => change((current) => ({ ...current, range: { ...current.range, ...ends } })),
    setPreset: (preset) => change((current) => ({ ...current, range: presetRange(preset, today) })),
    setBranch: (next) => change((current) => ({ ...current, branchId: next })),
    setReport: (next) => change((current) => ({ ...current, report: next })),
  };
}
