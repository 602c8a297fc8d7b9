import { useTranslation } from 'react-i18next';
import type { ReactionInfo } from '@boxstudio/contracts';
import type { ListTable } from '../../../components/admin/admin-table';
import type { ProjectionWords } from '../use-projection-words';
import { logColumns, ProblemText } from './log-columns';
import { ReactionStatusTag } from './projection-status-tag';

/** The reactions: name, status in words, position of the head, lag, and why one is held on an event. */
export function useReactionsTable(words: ProjectionWords): ListTable<ReactionInfo> {
  const { t } = useTranslation('projections');
  return {
    caption: t('reactions.caption'),
    rowKey: (reaction) => reaction.name,
    columns: [
      { key: 'name', label: t('reactions.name'), render: (reaction) => <strong>{reaction.name}</strong> },
      {
        key: 'status',
        label: t('reactions.status'),
        render: (reaction) => <ReactionStatusTag status={reaction.status} />,
      },
      ...logColumns<ReactionInfo>(
        words,
        { position: t('reactions.position'), lag: t('reactions.lag') },
        (reaction) => reaction.position,
      ),
      {
        key: 'failure',
        label: t('reactions.failure'),
        render: (reaction) => <ProblemText text={reaction.failure} none={t('reactions.noFailure')} />,
      },
    ],
  };
}
