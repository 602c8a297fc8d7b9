import { Intent } from '@blueprintjs/core';
import type { RosterMembership } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag';
import { formatStudioDate } from '../../../lib/studio-time';

type Shown = RosterMembership['status'] | 'FROZEN';

/** Active lets them in, frozen or ended is for the desk to talk about, none is a guest (the sample class). */
const INTENTS: Record<Shown, Intent> = {
  ACTIVE: Intent.SUCCESS,
  FROZEN: Intent.PRIMARY,
  EXPIRED: Intent.DANGER,
  CANCELLED: Intent.DANGER,
  NONE: Intent.NONE,
};

/** What the door needs of a booked person's membership: "Activa hasta 30 dic 2026", "Expirada el…", "Sin membresía". */
export function RosterMembershipTag({ membership }: { readonly membership: RosterMembership | undefined }) {
  const { t, i18n } = useTranslation('front-desk');
  const held = membership ?? { status: 'NONE', endDate: null, frozenUntil: null };
  const state: Shown = held.frozenUntil ? 'FROZEN' : held.status;
  const until = held.frozenUntil ?? held.endDate;
  const date = until ? formatStudioDate(until, i18n.language) : '';
  return <StateTag state={state} intents={INTENTS} label={t(`membership.${state}`, { date })} />;
}
