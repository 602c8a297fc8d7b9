import { useTranslation } from 'react-i18next';
import {
  INVENTORY_MOVEMENT_KINDS,
  PAYMENT_METHODS,
  timesQuantity,
  type BranchSummary,
  type InventoryItemDto,
  type RecordInventoryMovementRequest,
  type SellInventoryItemRequest,
  type TransferInventoryRequest,
  type UserDto,
} from '@boxstudio/contracts';
import { FieldList } from '../../../components/admin/field-list';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormField } from '../../../components/admin/form-field';
import { FormSearchableSelect } from '../../../components/admin/form-searchable-select';
import { FormTextField } from '../../../components/admin/form-text-field';
import { useForm } from '../../../components/admin/use-form';
import type { RecordForm } from '../../../components/admin/use-record-form';
import { SelectInput } from '../../../components/select-input';
import { describeProblem, type FieldProblem } from '../../../lib/form-rules';
import { formatMoney } from '../../../lib/money';
import {
  emptyMovementForm,
  emptyTransfer,
  EMPTY_SALE,
  toMovementRequest,
  toSaleRequest,
  toTransferRequest,
  validateMovement,
  validateSale,
  validateTransfer,
} from '../stock-forms';
import { useStockText } from './inventory-table';
import './inventory.css';

/**
 * A command's form on one item (a movement, a sale, a transfer): the record forms' fields and
 * rules, with the words of its own block (`<block>.title|submit|fields.<field>`) in `inventory`.
 */
function useCommandForm<V extends object>(
  block: 'movement' | 'sale' | 'transfer',
  item: InventoryItemDto | null,
  initial: V,
  validate: (values: V) => Partial<Record<keyof V & string, FieldProblem>>,
): RecordForm<V> {
  const { t, i18n } = useTranslation('inventory');
  const form = useForm<V, FieldProblem>({
    isOpen: item !== null,
    initial,
    idPrefix: `inventory-${block}`,
    validate,
    describe: (problem) => describeProblem(problem, t('form.errors.required'), i18n.language),
  });
  const labelOf = (field: keyof V & string) => t(`${block}.fields.${field}`);
  return {
    ...form,
    labelOf,
    dialog: {
      isOpen: item !== null,
      title: t(`${block}.title`),
      submitLabel: t(`${block}.submit`),
      invalid: form.invalid,
      invalidReason: form.invalid
        ? t('form.cannotSave', { ns: 'admin-shell', fields: form.invalidFields.map(labelOf).join(', ') })
        : undefined,
      onInvalidSubmit: form.revealAll,
      dirty: form.dirty,
    },
  };
}

interface StockDialogProps<R> {
  /** The item the command is for; null: closed. */
  readonly item: InventoryItemDto | null;
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly onSubmit: (item: InventoryItemDto, request: R) => void;
}

/** "Guantes 12 oz (GLV-12) · 8 pares": which item, and what it holds now. */
function Subject({ item }: { readonly item: InventoryItemDto }) {
  const stockText = useStockText();
  return (
    <p className="inventory-dialog__subject">
      {item.name} ({item.sku}) · {item.branch?.name ?? ''} · {stockText(item)}
    </p>
  );
}

/** Registrar movimiento: IN (with its unit cost), OUT or ADJUST (the count), with a reason (required but for an IN). */
export function MovementDialog({ item, saving, onCancel, onSubmit }: StockDialogProps<RecordInventoryMovementRequest>) {
  const { t } = useTranslation('inventory');
  const form = useCommandForm('movement', item, emptyMovementForm(), validateMovement);
  const { type } = form.values;
  return (
    <FormDialog
      {...form.dialog}
      saving={saving}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && onSubmit(item, toMovementRequest(form.values))}
    >
      {item && <Subject item={item} />}
      <FormField id={form.idOf('type')} label={form.labelOf('type')} required>
        <SelectInput
          fill
          options={INVENTORY_MOVEMENT_KINDS.map((value) => ({ value, label: t(`movement.types.${value}`) }))}
          {...form.text('type')}
        />
      </FormField>
      <FormTextField
        form={form}
        field="quantity"
        type="number"
        step="1"
        required
        hint={type === 'ADJUST' ? t('movement.hints.adjust') : undefined}
      />
      {type === 'IN' && (
        <FormTextField
          form={form}
          field="unitCost"
          type="number"
          step="0.01"
          hint={t('movement.hints.unitCost')}
          placeholder={item ? String(item.cost) : undefined}
        />
      )}
      <FormTextField form={form} field="reason" required={type !== 'IN'} multiline />
    </FormDialog>
  );
}

export interface SaleDialogProps extends StockDialogProps<SellInventoryItemRequest> {
  /** The clients who may be named as the buyer (active ones). */
  readonly clients: readonly UserDto[];
}

/** Vender en mostrador: units, the client (optional, a walk-in otherwise) and how it is paid; shows the total. */
export function SaleDialog({ item, clients, saving, onCancel, onSubmit }: SaleDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const form = useCommandForm('sale', item, EMPTY_SALE, validateSale);
  const units = Number(form.values.quantity);
  const money = (amount: number) => formatMoney(amount, i18n.language, 'always');
  return (
    <FormDialog
      {...form.dialog}
      saving={saving}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && onSubmit(item, toSaleRequest(form.values))}
    >
      {item && <Subject item={item} />}
      <FormTextField form={form} field="quantity" type="number" step="1" required />
      <FormSearchableSelect
        form={form}
        field="userId"
        options={clients.map((client) => ({ value: client.id, label: `${client.name} · ${client.email}` }))}
        emptyLabel={t('sale.walkIn')}
        searchLabel={t('sale.searchClient')}
      />
      <FormField id={form.idOf('method')} label={form.labelOf('method')} required>
        <SelectInput
          fill
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
          {...form.text('method')}
        />
      </FormField>
      {item && (
        <FieldList
          items={[
            { key: 'unitPrice', label: t('sale.unitPrice'), value: money(item.price) },
            {
              key: 'total',
              label: t('sale.total'),
              value: (
                <strong>{Number.isInteger(units) && units > 0 ? money(timesQuantity(item.price, units)) : '—'}</strong>
              ),
            },
          ]}
        />
      )}
    </FormDialog>
  );
}

export interface TransferDialogProps extends StockDialogProps<TransferInventoryRequest> {
  readonly branches: readonly BranchSummary[];
}

/**
 * Transferir: to another active branch (the first one by default; the form starts again on it if the
 * branches arrive after it opened), some units, an optional reason.
 */
export function TransferDialog({ item, branches, saving, onCancel, onSubmit }: TransferDialogProps) {
  const { t } = useTranslation('inventory');
  const others = branches.filter((branch) => branch.isActive && branch.id !== item?.branchId);
  const form = useCommandForm('transfer', item, emptyTransfer(others[0]?.id ?? ''), validateTransfer);
  return (
    <FormDialog
      {...form.dialog}
      saving={saving}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && onSubmit(item, toTransferRequest(form.values))}
    >
      {item && <Subject item={item} />}
      <FormField
        id={form.idOf('toBranchId')}
        label={form.labelOf('toBranchId')}
        required
        error={form.errorOf('toBranchId')}
        hint={t('transfer.hint')}
      >
        <SelectInput
          fill
          options={[
            { value: '', label: t('transfer.chooseBranch') },
            ...others.map((branch) => ({ value: branch.id, label: branch.name })),
          ]}
          {...form.text('toBranchId')}
        />
      </FormField>
      <FormTextField form={form} field="quantity" type="number" step="1" required />
      <FormTextField form={form} field="reason" multiline />
    </FormDialog>
  );
}
