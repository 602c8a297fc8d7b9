import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-errors';
import { reportMessage } from './report-format';

/**
 * What a report's failed load says (the server's message, or REPORT.LOAD_FAILED in the page's
 * language), shown once as a toast as well; undefined while it has not failed.
 */
export function useReportFailure(isError: boolean, error: unknown): string | undefined {
  const { i18n } = useTranslation('reports');
  const failure = isError ? errorMessage(error, reportMessage('REPORT.LOAD_FAILED', i18n.language)) : undefined;
  useEffect(() => {
    if (failure) showToast(failure, 'error');
  }, [failure]);
  return failure;
}
