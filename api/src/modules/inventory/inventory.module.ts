import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { systemContext } from '../../platform/aggregates/command-context.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ReactionRunner } from '../../platform/reactions/reaction-runner.js';
import { Clock } from '../../platform/time/clock.js';
import { AccountsModule } from '../accounts/index.js';
import { BranchDirectory, BranchesModule, BranchFigureRegistry, countedPerBranch } from '../branches/index.js';
import { CreateItemController } from './commands/create-item/create-item.controller.js';
import { DeactivateItemController } from './commands/deactivate-item/deactivate-item.controller.js';
import { InventoryCommands } from './commands/inventory-commands.js';
import { RecordMovementController } from './commands/record-movement/record-movement.controller.js';
import { SellItemController } from './commands/sell-item/sell-item.controller.js';
import { SkuClaims } from './commands/sku-claims.js';
import { TransferStockController } from './commands/transfer-stock/transfer-stock.controller.js';
import { UpdateItemController } from './commands/update-item/update-item.controller.js';
import { DEMO_INVENTORY, demoItemCommandId } from './demo/demo-inventory.js';
import { inventoryItemAggregate } from './domain/inventory-item.aggregate.js';
import { inventoryProjection } from './projections/inventory.projection.js';
import { GetInventoryItemController } from './queries/get-inventory-item/get-inventory-item.controller.js';
import { inventoryAudit } from './queries/inventory-audit.js';
import { InventoryQueries } from './queries/inventory-queries.js';
import { InventoryStatsController } from './queries/inventory-stats/inventory-stats.controller.js';
import { ItemLedgerController } from './queries/item-ledger/item-ledger.controller.js';
import { ListInventoryController } from './queries/list-inventory/list-inventory.controller.js';
import { transferArrival } from './reactions/transfer-arrival.js';

/**
 * Each branch's stock (CONTRACT.md, inventory): items moved only by recorded movements, sold at the
 * front desk (the payments module records the money), transferred between branches.
 */
@Module({
  imports: [AccountsModule, BranchesModule],
  // The fixed path /inventory/stats before /inventory/:id, which would match it too.
  controllers: [
    InventoryStatsController,
    ListInventoryController,
    GetInventoryItemController,
    ItemLedgerController,
    CreateItemController,
    UpdateItemController,
    DeactivateItemController,
    RecordMovementController,
    SellItemController,
    TransferStockController,
  ],
  providers: [InventoryQueries, InventoryCommands, SkuClaims],
})
export class InventoryModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly reactions: ReactionRunner,
    private readonly branchFigures: BranchFigureRegistry,
    private readonly queries: InventoryQueries,
    private readonly demo: DemoSeedRegistry,
    private readonly inventory: InventoryCommands,
    private readonly branches: BranchDirectory,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(inventoryProjection);
    this.audit.register(inventoryItemAggregate, inventoryAudit(this.queries));
    this.reactions.register(transferArrival);
    // The statistics tile: a branch's active items, and how many of them run low.
    this.branchFigures.register(
      countedPerBranch('inventory', this.queries.items, (branchId) => ({ branchId, isActive: true }), {
        isLowStock: true,
      }),
    );
    this.demo.register({ name: 'inventory', order: 45, run: () => this.seedInventory() });
  }

  /**
   * After branches (10): each branch's stock with its opening quantity, as ordinary commands with
   * fixed ids. No demo sales: the demo's payments and revenue stay those of its memberships.
   */
  private async seedInventory(): Promise<void> {
    const branchIds = await this.branches.idsByAge();
    for (const [branch, items] of DEMO_INVENTORY.entries()) {
      const branchId = branchIds[branch];
      if (branchId === undefined) continue;
      for (const [index, item] of items.entries()) {
        const context = systemContext(demoItemCommandId(branch, index), 'system:demo-data', this.clock.now());
        await this.inventory.create({ ...item, branchId }, context);
      }
    }
  }
}
