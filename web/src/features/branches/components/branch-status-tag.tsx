import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Activa / Inactiva (spec §2: the status chip). */
export function BranchStatusTag({ active }: { readonly active: boolean }) {
  const { t } = useTranslation('branches');
  return (
    <Tag intent={active ? Intent.SUCCESS : Intent.NONE} round minimal={!active}>
      {t(active ? 'status.active' : 'status.inactive')}
    </Tag>
  );
}
