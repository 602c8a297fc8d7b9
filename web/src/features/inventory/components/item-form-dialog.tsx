import { Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_UNITS,
  type BranchSummary,
  type CreateInventoryItemRequest,
  type InventoryItemDto,
  type UpdateInventoryItemRequest,
} from '@boxstudio/contracts';
import { FormField } from '../../../components/admin/form-field';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import { SelectInput } from '../../../components/select-input';
import { emptyItemForm, formFromItem, ITEM_FORM } from '../inventory-form';

export interface ItemFormDialogProps extends RecordDialogProps<CreateInventoryItemRequest, UpdateInventoryItemRequest> {
  /** The item being edited; absent when creating. */
  readonly item?: InventoryItemDto | null;
  readonly branches: readonly BranchSummary[];
  /** A new item's branch: the signed-in person's, else the first active one. */
  readonly defaultBranchId: string;
}

/**
 * Create and edit an item. Its branch and opening stock are chosen once, on create: afterwards the
 * stock changes through movements and the branch through transfers (the API refuses either in an edit).
 */
export function ItemFormDialog({ item, branches, defaultBranchId, ...dialog }: ItemFormDialogProps) {
  const { t } = useTranslation('inventory');
  const editing = Boolean(item);
  const branchOptions = [
    { value: '', label: t('form.chooseBranch') },
    ...branches
      .filter((branch) => branch.isActive || branch.id === item?.branchId)
      .map((branch) => ({ value: branch.id, label: branch.name })),
  ];
  const categoryOptions = [
    { value: '', label: t('form.chooseCategory') },
    ...INVENTORY_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
  ];
  const unitOptions = INVENTORY_UNITS.map((value) => ({ value, label: t(`unitNames.${value}`) }));
  return (
    <RecordFormDialog
      {...dialog}
      definition={ITEM_FORM}
      record={item}
      initial={(record) => (record ? formFromItem(record) : emptyItemForm(defaultBranchId))}
    >
      {(form) => (
        <>
          <FormTextField form={form} field="name" required />
          <div className="form-numbers">
            <FormTextField form={form} field="sku" required hint={t('form.hints.sku')} />
            <FormField
              id={form.idOf('category')}
              label={form.labelOf('category')}
              required
              error={form.errorOf('category')}
            >
              <SelectInput fill options={categoryOptions} {...form.text('category')} />
            </FormField>
          </div>
          <FormTextField form={form} field="description" multiline />
          <FormField
            id={form.idOf('branchId')}
            label={form.labelOf('branchId')}
            required
            error={form.errorOf('branchId')}
            hint={editing ? t('form.hints.editStock') : undefined}
          >
            <SelectInput fill options={branchOptions} disabled={editing} {...form.text('branchId')} />
          </FormField>
          <div className="form-numbers">
            <FormTextField form={form} field="cost" type="number" step="0.01" required />
            <FormTextField form={form} field="price" type="number" step="0.01" required hint={t('form.hints.price')} />
          </div>
          <div className="form-numbers">
            <FormField id={form.idOf('unit')} label={form.labelOf('unit')} error={form.errorOf('unit')}>
              <SelectInput fill options={unitOptions} {...form.text('unit')} />
            </FormField>
            <FormTextField form={form} field="threshold" type="number" step="1" hint={t('form.hints.threshold')} />
            {!editing && (
              <FormTextField form={form} field="quantity" type="number" step="1" hint={t('form.hints.quantity')} />
            )}
          </div>
          <div className="form-numbers">
            <FormTextField form={form} field="supplier" />
            <FormTextField form={form} field="location" />
          </div>
          {editing && (
            <Switch
              label={form.labelOf('isActive')}
              checked={form.values.isActive}
              onChange={(event) => form.set('isActive', event.currentTarget.checked)}
            />
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
