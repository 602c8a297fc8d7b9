import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProjectionStatus, ReactionInfo } from '@boxstudio/contracts';
import { StateTag } from '../../../components/state-tag';

/** The colour only repeats the words (Activa, Atrasada…): never the one way a state is told. */
const PROJECTION_INTENTS: Record<ProjectionStatus, Intent> = {
  starting: Intent.PRIMARY,
  live: Intent.SUCCESS,
  behind: Intent.WARNING,
  rebuilding: Intent.PRIMARY,
  failed: Intent.DANGER,
  stopped: Intent.NONE,
};

const REACTION_INTENTS: Record<ReactionInfo['status'], Intent> = {
  live: Intent.SUCCESS,
  behind: Intent.WARNING,
  held: Intent.DANGER,
  stopped: Intent.NONE,
};

export function ProjectionStatusTag({ status }: { readonly status: ProjectionStatus }) {
  const { t } = useTranslation('projections');
  return <StateTag state={status} intents={PROJECTION_INTENTS} label={t(`status.${status}`)} />;
}

export function ReactionStatusTag({ status }: { readonly status: ReactionInfo['status'] }) {
  const { t } = useTranslation('projections');
  return <StateTag state={status} intents={REACTION_INTENTS} label={t(`reactionStatus.${status}`)} />;
}
