import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipDto } from '@boxstudio/contracts';
import { runCommand } from '../../../components/admin/run-command';
import { useCommandDialog } from '../../../components/admin/use-command-dialog';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { errorMessage } from '../../../lib/api-errors';
import {
  useCancelMembershipMutation,
  useChangeMembershipPlanMutation,
  useDeleteMembershipMutation,
  useFreezeMembershipMutation,
  useListSellablePlansQuery,
  useRenewMembershipMutation,
} from '../api';
import { membershipSubject, type BranchOfPlan } from '../membership-list';
import { ChangePlanDialog } from './change-plan-dialog';
import { FreezeDialog } from './freeze-dialog';
import { RenewDialog } from './renew-dialog';

/**
 * The membership's row actions that run a command, each owning its mutation and its dialog: a page
 * (or a person's page) opens one for a membership and renders its dialog, and holds nothing else.
 */
export interface MembershipAction {
  open(item: MembershipDto): void;
  readonly dialog: ReactElement;
}

function useFailure() {
  const { t } = useTranslation('memberships');
  return (fallback: string) => (error: unknown) => errorMessage(error, t(fallback));
}

/** Renovar: months and how it is paid. */
export function useRenewAction(): MembershipAction {
  const { t } = useTranslation('memberships');
  const failure = useFailure();
  const action = useCommandDialog<MembershipDto>();
  const [renew, renewal] = useRenewMembershipMutation();
  const dialog = (
    <RenewDialog
      item={action.item}
      saving={renewal.isLoading}
      onCancel={action.close}
      onRenew={(item, months, paymentMethod) =>
        void action.run(renew({ id: item.id, months, paymentMethod }).unwrap(), {
          success: t('messages.renewed'),
          failure: failure('messages.renewError'),
        })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Cambiar plan: the plans on sale load when the dialog opens. */
export function useChangePlanAction(branchOf: BranchOfPlan): MembershipAction {
  const { t } = useTranslation('memberships');
  const failure = useFailure();
  const action = useCommandDialog<MembershipDto>();
  const sellable = useListSellablePlansQuery(undefined, { skip: action.item === null });
  useLoadFailure(sellable.isError, t('messages.availablePlansError'));
  const [changePlan, planChange] = useChangeMembershipPlanMutation();
  const dialog = (
    <ChangePlanDialog
      item={action.item}
      plans={sellable.data?.plans ?? []}
      branchOf={branchOf}
      saving={planChange.isLoading}
      onCancel={action.close}
      onChange={(item, newPlanId, paymentMethod) =>
        void action.run(changePlan({ id: item.id, newPlanId, paymentMethod }).unwrap(), {
          success: t('messages.planChanged'),
          failure: failure('messages.changePlanError'),
        })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Congelar: until a studio day. */
export function useFreezeAction(): MembershipAction {
  const { t } = useTranslation('memberships');
  const failure = useFailure();
  const action = useCommandDialog<MembershipDto>();
  const [freeze, freezal] = useFreezeMembershipMutation();
  const dialog = (
    <FreezeDialog
      item={action.item}
      saving={freezal.isLoading}
      onCancel={action.close}
      onFreeze={(item, freezeUntil) =>
        void action.run(freeze({ id: item.id, freezeUntil }).unwrap(), {
          success: t('messages.frozen'),
          failure: failure('messages.freezeError'),
        })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Cancelar and Eliminar: each asked first, with the membership named. */
export function useCancelAction(): MembershipAction {
  return useConfirmedAction('cancel', useCancelMembershipMutation, 'messages.cancelled', 'messages.cancelError');
}

export function useDeleteAction(): MembershipAction {
  return useConfirmedAction('delete', useDeleteMembershipMutation, 'messages.deleted', 'messages.deleteError');
}

type IdMutation = typeof useCancelMembershipMutation | typeof useDeleteMembershipMutation;

function useConfirmedAction(prefix: string, useMutation: IdMutation, success: string, error: string): MembershipAction {
  const { t, i18n } = useTranslation('memberships');
  const failure = useFailure();
  const [run, state] = useMutation();
  const confirmation = useConfirmation<MembershipDto & { readonly name: string }>({
    namespace: 'memberships',
    prefix,
    busy: state.isLoading,
    run: (item) => runCommand(run(item.id).unwrap(), { success: t(success), failure: failure(error) }),
  });
  return {
    open: (item) => confirmation.ask({ ...item, name: membershipSubject(item, i18n.language) }),
    dialog: confirmation.dialog,
  };
}
