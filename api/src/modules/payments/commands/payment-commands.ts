import { Injectable } from '@nestjs/common';
import {
  PAYMENT_CURRENCY,
  type MessageKey,
  type PaymentDto,
  type PaymentMethod,
  type RecordablePaymentStatus,
} from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { ReactionRunner } from '../../../platform/reactions/reaction-runner.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { UserDirectory } from '../../accounts/index.js';
import { BranchDirectory } from '../../branches/index.js';
import { paymentAggregate, type PaymentCommand } from '../domain/payment.aggregate.js';
import type { PaymentDetails } from '../domain/payment.events.js';
import { PaymentQueries } from '../queries/payment-queries.js';

/** A payment recorded by hand, as the form sends it (already past the request's field rules). */
export interface NewPayment {
  readonly userId: string;
  readonly amount: number;
  readonly method?: PaymentMethod | undefined;
  readonly status?: RecordablePaymentStatus | undefined;
  readonly description?: string | undefined;
  readonly membershipId?: string | undefined;
  readonly branchId: string;
  readonly paidAt?: string | undefined;
}

const fieldError = (field: string, code: MessageKey): RawFieldError => ({ field, message: encodeMessage(code) });

/**
 * Recording by hand, refunding and voiding payments: the checks that need other read models (the
 * person, the membership, the branch), then the payment aggregate's command. Payments of sales and
 * renewals are recorded by the payment-for-membership reaction, not through here.
 */
@Injectable()
export class PaymentCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: PaymentQueries,
    private readonly users: UserDirectory,
    private readonly branches: BranchDirectory,
    private readonly reactions: ReactionRunner,
  ) {}

  /**
   * The membership, when named, must be the person's; it gives the payment its plan (the plan's
   * revenue counts it). The branch is where the money was taken, so it is named and open: the
   * branch's revenue is what its desk took in.
   */
  async record(input: NewPayment, context: CommandContext): Promise<PaymentDto> {
    const errors: RawFieldError[] = [];
    const user = await this.users.findById(input.userId);
    if (!user) errors.push(fieldError('userId', 'PAYMENT.USER_NOT_FOUND'));
    const membership = input.membershipId === undefined ? null : await this.queries.membership(input.membershipId);
    if (input.membershipId !== undefined && (!membership || membership.userId !== input.userId))
      errors.push(fieldError('membershipId', 'PAYMENT.MEMBERSHIP_NOT_FOUND'));
    const branchActive = await this.branches.isActive(input.branchId);
    if (branchActive !== true)
      errors.push(
        fieldError('branchId', branchActive === null ? 'PAYMENT.BRANCH_NOT_FOUND' : 'PAYMENT.BRANCH_INACTIVE'),
      );
    if (errors.length > 0) throw new ValidationFailed(errors);

    const paymentId = createdId(context.commandId, 'payment');
    const details: PaymentDetails = {
      userId: input.userId,
      membershipId: input.membershipId ?? null,
      membershipPlanId: membership?.membershipPlanId ?? null,
      branchId: input.branchId,
      amount: input.amount,
      currency: PAYMENT_CURRENCY,
      method: input.method ?? 'CASH',
      status: input.status ?? 'COMPLETED',
      source: 'MANUAL',
      description: input.description ?? null,
      paidAt: input.paidAt ?? context.now.toISOString(),
    };
    await this.run(paymentId, { type: 'RecordPayment', paymentId, details, at: context.now.toISOString() }, context);
    return this.queries.get(paymentId);
  }

  /**
   * Only a COMPLETED payment (409 otherwise); it stops counting as revenue. `restock` (a desk
   * sale's payment only) puts its units back through the stock-back-on-refund reaction.
   */
  async refund(id: string, reason: string, restock: boolean, context: CommandContext): Promise<PaymentDto> {
    const { position } = await this.commands.execute(
      paymentAggregate,
      id,
      { type: 'RefundPayment', reason, restock },
      context,
    );
    // The item's stock is back by the time the desk reads it again.
    if (restock) await this.reactions.settled(position);
    return this.queries.get(id);
  }

  /** Gone from every list and figure (its history stays in the log); answers it as it was. */
  async void(id: string, reason: string, context: CommandContext): Promise<PaymentDto> {
    const before = await this.queries.get(id);
    await this.run(id, { type: 'VoidPayment', reason }, context);
    return before;
  }

  private async run(id: string, command: PaymentCommand, context: CommandContext): Promise<void> {
    await this.commands.execute(paymentAggregate, id, command, context);
  }
}
