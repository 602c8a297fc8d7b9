import { Injectable } from '@nestjs/common';
import {
  normaliseSku,
  type InventoryItemDto,
  type InventoryMovementResponse,
  type InventoryTransferResponse,
} from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore, type CommandResult } from '../../../platform/aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { definedOnly } from '../../../platform/domain/changes.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import { ValidationFailed } from '../../../platform/http/http-errors.js';
import { ReactionRunner } from '../../../platform/reactions/reaction-runner.js';
import { UserDirectory } from '../../accounts/index.js';
import { BranchDirectory } from '../../branches/index.js';
import {
  inventoryItemAggregate,
  type InventoryItemCommand,
  type InventoryItemState,
} from '../domain/inventory-item.aggregate.js';
import type { InventoryItemEvent, ItemChanges } from '../domain/inventory-item.events.js';
import { InventoryQueries } from '../queries/inventory-queries.js';
import {
  detailsOf,
  fieldError,
  movementCommand,
  movementIdOf,
  type ItemEdit,
  type MovementInput,
  type NewItem,
  type SaleInput,
  type TransferInput,
} from './inventory-inputs.js';
import { SkuClaims } from './sku-claims.js';

/**
 * Attempts at a movement while others on the same item win the race. Each lost attempt means
 * another movement was recorded, so a front desk's burst is decided on the new stock (sold or
 * "Stock insuficiente"), never refused as a conflict while units are left.
 */
const STOCK_ATTEMPTS = 1000;

type Existing = Extract<InventoryItemState, { status: 'active' | 'inactive' }>;

/**
 * Creating, editing and (de)activating items, and every stock movement: by hand, a desk sale, a
 * transfer. Each movement carries intent ("take 2 out") and the item's decider works out the stock
 * before and after from its own state (decision 20). Read here only: the branch, the client, and
 * which item of another branch holds a SKU (its claim's stream).
 */
@Injectable()
export class InventoryCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly store: AggregateStore,
    private readonly queries: InventoryQueries,
    private readonly branches: BranchDirectory,
    private readonly users: UserDirectory,
    private readonly skus: SkuClaims,
    private readonly reactions: ReactionRunner,
  ) {}

  /** The SKU is claimed in the branch before the item is recorded, and given back if it is not. */
  async create(input: NewItem, context: CommandContext): Promise<InventoryItemDto> {
    await this.checkBranch(input.branchId, 'branchId');
    const itemId = createdId(context.commandId, 'inventory-item');
    const details = detailsOf(input);
    await this.skus.claim(details.branchId, details.sku, itemId, childContext(context, 'claim-sku'));
    const command: InventoryItemCommand = {
      type: 'CreateInventoryItem',
      itemId,
      details,
      openingStock: input.quantity ?? 0,
      movementId: movementIdOf(context),
    };
    await this.run(itemId, command, context).catch(async (error: unknown) => {
      await this.skus.release(details.branchId, details.sku, itemId, childContext(context, 'claim-sku-undo'));
      throw error;
    });
    return this.queries.get(itemId);
  }

  /** Fields and/or the active switch. A new SKU is claimed first and the old one let go last. */
  async update(
    id: string,
    edit: ItemEdit,
    context: CommandContext,
  ): Promise<{ dto: InventoryItemDto; recorded: readonly string[] }> {
    const before = await this.existing(id);
    const { isActive, ...changes } = edit;
    const sku = changes.sku === undefined ? null : normaliseSku(changes.sku);
    const newSku = sku !== null && sku !== before.details.sku ? sku : null;
    const { branchId } = before.details;
    if (newSku) await this.skus.claim(branchId, newSku, id, childContext(context, 'claim-sku'));
    const command: InventoryItemCommand = {
      type: 'UpdateInventoryItem',
      changes: definedOnly<ItemChanges>(changes),
      ...(isActive === undefined ? {} : { isActive }),
    };
    const result = await this.run(id, command, context).catch(async (error: unknown) => {
      if (newSku) await this.skus.release(branchId, newSku, id, childContext(context, 'claim-sku-undo'));
      throw error;
    });
    if (newSku) await this.skus.release(branchId, before.details.sku, id, childContext(context, 'release-sku'));
    return { dto: await this.queries.get(id), recorded: result.recorded };
  }

  /** DELETE: deactivates, and answers the item as it is now (its stock and history stay). */
  async deactivate(id: string, context: CommandContext): Promise<InventoryItemDto> {
    await this.run(id, { type: 'DeactivateInventoryItem' }, context);
    return this.queries.get(id);
  }

  /** IN, OUT or ADJUST; answers the item after it and its ledger line. */
  async recordMovement(id: string, input: MovementInput, context: CommandContext): Promise<InventoryMovementResponse> {
    const movementId = movementIdOf(context);
    await this.run(id, movementCommand(input, movementId), context);
    return this.answer(id, movementId);
  }

  /** A desk sale; answered once its payment is recorded (the payments module's reaction), so revenue shows it. */
  async sell(id: string, input: SaleInput, context: CommandContext): Promise<InventoryMovementResponse> {
    const clientId = input.userId ?? null;
    if (clientId !== null && !(await this.users.findById(clientId)))
      throw new ValidationFailed([fieldError('userId', 'INVENTORY.CLIENT_NOT_FOUND')]);
    const movementId = movementIdOf(context);
    const command: InventoryItemCommand = {
      type: 'SellStock',
      movementId,
      quantity: input.quantity,
      method: input.method ?? 'CASH',
      clientId,
    };
    const { position } = await this.run(id, command, context);
    await this.reactions.settled(position);
    return this.answer(id, movementId);
  }

  /**
   * To the item of the same SKU in another branch, opened there first when the branch has none.
   * The stock leaves in one decision on this item (all of it or nothing); the transfer-arrival
   * reaction records its arrival, once, even after a crash; the answer waits for it.
   */
  async transfer(id: string, input: TransferInput, context: CommandContext): Promise<InventoryTransferResponse> {
    const source = await this.existing(id);
    await this.checkBranch(input.toBranchId, 'toBranchId');
    if (input.toBranchId === source.details.branchId)
      throw new ValidationFailed([fieldError('toBranchId', 'INVENTORY.SAME_BRANCH')]);
    if (source.status !== 'active') throw conflict('INVENTORY.INACTIVE');
    // Nothing is opened for a transfer that plainly cannot go; a race past this is refused below.
    if (source.quantity < input.quantity) throw conflict('INVENTORY.INSUFFICIENT_STOCK');
    const transferId = createdId(context.commandId, 'inventory-transfer');
    const toItemId = await this.destination(source, input.toBranchId, transferId, context);
    const command: InventoryItemCommand = {
      type: 'TransferStock',
      movementId: movementIdOf(context),
      transferId,
      toBranchId: input.toBranchId,
      toItemId,
      quantity: input.quantity,
      reason: input.reason ?? null,
    };
    const { position } = await this.run(id, command, context);
    await this.reactions.settled(position);
    return { transferId, from: await this.queries.get(id), to: await this.queries.get(toItemId) };
  }

  /** The item of the SKU in the branch, open and active, from its claim and its own stream. */
  private async destination(
    source: Existing,
    toBranchId: string,
    transferId: string,
    context: CommandContext,
  ): Promise<string> {
    const { sku } = source.details;
    const candidate = createdId(context.commandId, 'inventory-item');
    const itemId = await this.skus.holderOrClaim(toBranchId, sku, candidate, childContext(context, 'claim-sku'));
    const opened = await this.run(
      itemId,
      { type: 'OpenTransferDestination', itemId, details: { ...source.details, branchId: toBranchId }, transferId },
      childContext(context, 'open-destination'),
    );
    // The SKU's holder changing hands in between (an edit of its SKU): the client may simply try again.
    if (!opened.dto || opened.dto.sku !== sku || opened.dto.branchId !== toBranchId) throw conflict('HTTP.CONFLICT');
    if (!opened.dto.isActive) throw conflict('INVENTORY.DESTINATION_INACTIVE');
    return itemId;
  }

  private async answer(id: string, movementId: string): Promise<InventoryMovementResponse> {
    const [item, movement] = await Promise.all([this.queries.get(id), this.queries.movement(movementId)]);
    return { item, movement };
  }

  /** The item as its own stream holds it now (not a read model): what an edit or a transfer starts from. */
  private async existing(id: string): Promise<Existing> {
    const { state } = await this.store.current(inventoryItemAggregate, id);
    if (state.status === 'none') throw notFound('INVENTORY.NOT_FOUND');
    return state;
  }

  private async checkBranch(branchId: string, field: string): Promise<void> {
    const active = await this.branches.isActive(branchId);
    if (active === true) return;
    throw new ValidationFailed([
      fieldError(field, active === null ? 'INVENTORY.BRANCH_NOT_FOUND' : 'INVENTORY.BRANCH_INACTIVE'),
    ]);
  }

  private run(
    id: string,
    command: InventoryItemCommand,
    context: CommandContext,
  ): Promise<CommandResult<InventoryItemDto, InventoryItemEvent>> {
    return this.commands.execute(inventoryItemAggregate, id, command, context, { attempts: STOCK_ATTEMPTS });
  }
}
