import { Confirm, Refresh } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectionCheckResult, ProjectionInfo } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { isRebuilding, rebuildShown } from '../projection-figures';
import type { ProjectionWords } from '../use-projection-words';
import { CheckSummary } from './check-summary';
import { logColumns, ProblemText } from './log-columns';
import { ProjectionStatusTag } from './projection-status-tag';
import { RebuildProgress } from './rebuild-progress';

export interface ProjectionRowState {
  readonly words: ProjectionWords;
  /** When the figures shown were measured. */
  readonly measuredAt: string;
  /** A check of this read model runs (asked here, or by someone else). */
  readonly checking: (projection: ProjectionInfo) => boolean;
  /** Its rebuild has been asked for and the server has not answered yet. */
  readonly requesting: (name: string) => boolean;
}

type ProjectionHandlers = RowHandlers<ProjectionInfo, 'onRebuild' | 'onCheck'> & {
  readonly onShowCheck: (check: ProjectionCheckResult) => void;
};

/** A read model kept in one collection of its own name needs no second line. */
const namedAfterItself = ({ name, collections }: ProjectionInfo): boolean =>
  collections.length === 1 && collections[0] === name;

/** What stops a new rebuild or check: one already under way on the same read model. */
function busyReason(projection: ProjectionInfo, state: ProjectionRowState): 'rebuilding' | 'checking' | null {
  if (isRebuilding(projection) || state.requesting(projection.name)) return 'rebuilding';
  if (state.checking(projection)) return 'checking';
  return null;
}

/**
 * The read models: name (and its collections when they are named otherwise), status in words with a
 * rebuild's bar under it, position in the log of its head, lag in events and time, events/s, version,
 * last error (wrapping), last check; Reconstruir and Comprobar, disabled while either runs.
 */
export function useProjectionsTable(
  state: ProjectionRowState,
  handlers: ProjectionHandlers,
): ListTable<ProjectionInfo> {
  const { t } = useTranslation('projections');
  const { words } = state;
  return {
    caption: t('projections.caption'),
    rowKey: (projection) => projection.name,
    columns: [
      {
        key: 'name',
        label: t('projections.name'),
        render: (projection) => (
          <>
            <strong>{projection.name}</strong>
            {!namedAfterItself(projection) && (
              <small className="projections-collections admin-muted">{projection.collections.join(', ')}</small>
            )}
          </>
        ),
      },
      {
        key: 'status',
        label: t('projections.status'),
        render: (projection) => {
          const rebuild = rebuildShown(projection, state.measuredAt);
          return (
            <>
              <ProjectionStatusTag status={projection.status} />
              {rebuild && <RebuildProgress name={projection.name} progress={rebuild} words={words} />}
            </>
          );
        },
      },
      ...logColumns<ProjectionInfo>(
        words,
        { position: t('projections.position'), lag: t('projections.lag') },
        (projection) => projection.checkpoint,
      ),
      {
        key: 'rate',
        label: t('projections.rate'),
        className: 'projections-nowrap',
        render: (projection) => words.rate(projection.eventsPerSecond),
      },
      {
        key: 'version',
        label: t('projections.version'),
        className: 'projections-nowrap',
        render: (projection) => t('figures.version', { version: projection.version }),
      },
      {
        key: 'error',
        label: t('projections.error'),
        render: (projection) => <ProblemText text={projection.error} none={t('projections.noError')} />,
      },
      {
        key: 'check',
        label: t('projections.check'),
        render: (projection) => (
          <CheckSummary
            name={projection.name}
            check={projection.check}
            running={state.checking(projection)}
            words={words}
            onShow={handlers.onShowCheck}
          />
        ),
      },
    ],
    actions: (projection) => {
      const busy = busyReason(projection, state);
      const reason = busy && t(`actions.busy.${busy}`);
      return {
        subject: projection.name,
        actions: [
          {
            key: 'rebuild',
            label: t('actions.rebuild'),
            icon: <Refresh />,
            inline: true,
            disabled: busy !== null,
            ...(reason ? { reason } : {}),
            onClick: () => handlers.onRebuild(projection),
          },
          {
            key: 'check',
            label: t('actions.check'),
            icon: <Confirm />,
            inline: true,
            disabled: busy !== null,
            ...(reason ? { reason } : {}),
            onClick: () => handlers.onCheck(projection),
          },
        ],
      };
    },
  };
}
