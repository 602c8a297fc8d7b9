import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-errors';
import { useDownloadAuditExportMutation, type AuditExport, type AuditRecordKey } from '../api';

/**
 * The record's files: its events with their metadata (JSON) and its state after each event (CSV), fetched
 * with the session and saved by the browser; a failure says so in a toast. Each button spins for its own file.
 */
export function ExportButtons({ record }: { readonly record: AuditRecordKey }) {
  const { t } = useTranslation('audit');
  const [download, state] = useDownloadAuditExportMutation();
  const busy = (file: AuditExport) => state.isLoading && state.originalArgs?.file === file;
  const save = (file: AuditExport) =>
    void download({ ...record, file })
      .unwrap()
      .catch((error: unknown) => showToast(errorMessage(error, t('record.exportFailed')), 'error'));
  return (
    <>
      <Button
        icon={<Download />}
        variant="outlined"
        text={t('record.exportJson')}
        loading={busy('events')}
        onClick={() => save('events')}
      />
      <Button
        icon={<Download />}
        variant="outlined"
        text={t('record.exportCsv')}
        loading={busy('states')}
        onClick={() => save('states')}
      />
    </>
  );
}
