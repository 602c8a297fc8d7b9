import { Button, Callout, Classes, DialogBody, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { API_KEY_HEADER, type CreatedApiKeyDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { showToast } from '../../../components/toaster';

export interface NewKeyDialogProps {
  /** The key just created, with the key itself; null when there is none to show. */
  readonly created: CreatedApiKeyDto | null;
  /** Where the key's branch is named ("Todas las sucursales" or the branch's name). */
  readonly scopeOf: (branchId: string | null) => string;
  /** The expiry in words ("8 jun 2026"). */
  readonly dayOf: (instant: string) => string;
  /** Closing forgets the key: nothing on this page can show it again. */
  readonly onClose: () => void;
}

/**
 * The key, shown this once (the server keeps only its digest): read-only and monospace, whole on
 * screen (one word, 85 letters and digits), with Copiar and the warning that it will not be shown
 * again. A click outside does not close it; Cerrar, Escape or the close button do.
 */
export function NewKeyDialog({ created, scopeOf, dayOf, onClose }: NewKeyDialogProps) {
  const { t } = useTranslation('api-keys');
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      showToast(t('shown.copied'), 'success');
    } catch {
      showToast(t('shown.copyError'), 'error');
    }
  };
  return (
    <AdminDialog
      isOpen={created !== null}
      title={t('shown.title')}
      onClose={onClose}
      canOutsideClickClose={false}
      actions={<Button intent={Intent.PRIMARY} text={t('shown.close')} onClick={onClose} />}
    >
      {created && (
        <DialogBody>
          <Callout intent={Intent.WARNING} compact className="api-keys-warning">
            {t('shown.warning')}
          </Callout>
          <p className="api-keys-shown__about">
            {t('shown.about', { name: created.name, scope: scopeOf(created.branchId), day: dayOf(created.expiresAt) })}
          </p>
          <FormGroup
            label={t('shown.label')}
            labelFor="api-key-shown"
            helperText={t('shown.usage', { header: API_KEY_HEADER })}
          >
            <TextArea
              id="api-key-shown"
              className={`api-keys-shown__key ${Classes.MONOSPACE_TEXT}`}
              readOnly
              fill
              autoResize
              spellCheck={false}
              value={created.key}
              onFocus={(event) => event.currentTarget.select()}
            />
          </FormGroup>
          <Button icon={<Duplicate />} text={t('shown.copy')} onClick={() => void copy(created.key)} />
        </DialogBody>
      )}
    </AdminDialog>
  );
}
