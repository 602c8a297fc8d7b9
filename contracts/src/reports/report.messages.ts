import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the reports screen and API. */
export const REPORT_MESSAGES = {
  'REPORT.RANGE_REVERSED': {
    es: 'La fecha final no puede ser anterior a la inicial',
    en: 'The end date cannot be before the start date',
  },
  'REPORT.RANGE_TOO_LONG': {
    es: 'Un reporte cubre como máximo {max} días',
    en: 'A report covers at most {max} days',
  },
  'REPORT.AS_OF_FUTURE': {
    es: 'La fecha de corte no puede ser futura',
    en: 'The as-of date cannot be in the future',
  },
  'REPORT.LOAD_FAILED': { es: 'Error al cargar el reporte', en: 'Error loading the report' },
} as const satisfies MessageTexts;
