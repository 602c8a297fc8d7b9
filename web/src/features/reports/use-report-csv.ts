import type { ReportQuery } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-errors';
import { csvProfileOf, useDownloadReportCsvMutation, type ReportCsvTable } from './api';

/**
 * One card's "Descargar CSV": the table of the period on screen, in the profile of the page's language,
 * saved by the browser; a failure says so in a toast. Each card holds its own, so each button spins
 * for its own file only.
 */
export function useReportCsv(query: ReportQuery, table: ReportCsvTable) {
  const { t, i18n } = useTranslation('reports');
  const [download, state] = useDownloadReportCsvMutation();
  const save = () =>
    void download({ ...query, ...table, csv: csvProfileOf(i18n.language) })
      .unwrap()
      .catch((error: unknown) => showToast(errorMessage(error, t('csv.failed')), 'error'));
  return { save, downloading: state.isLoading };
}
