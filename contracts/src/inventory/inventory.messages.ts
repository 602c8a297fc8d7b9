import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the inventory API and screen (CONTRACT.md, inventory). */
export const INVENTORY_MESSAGES = {
  'VALIDATION.NOT_NEGATIVE': { es: 'Debe ser un número mayor o igual a 0', en: 'Must be a number of 0 or more' },
  'VALIDATION.QUANTITY': {
    es: 'La cantidad debe ser un número entero mayor a 0',
    en: 'The quantity must be a whole number greater than 0',
  },
  'VALIDATION.SKU': {
    es: 'SKU inválido (use letras, números y - _ . /)',
    en: 'Invalid SKU (use letters, digits and - _ . /)',
  },
  'VALIDATION.SALE_TOO_LARGE': {
    es: 'Como máximo {max} unidades en una venta',
    en: 'At most {max} units in one sale',
  },
  'INVENTORY.NOT_FOUND': { es: 'Artículo no encontrado', en: 'Item not found' },
  'INVENTORY.ALREADY_EXISTS': { es: 'El artículo ya existe', en: 'The item already exists' },
  'INVENTORY.INSUFFICIENT_STOCK': { es: 'Stock insuficiente', en: 'Insufficient stock' },
  'INVENTORY.SKU_TAKEN': {
    es: 'Ya existe un artículo con ese SKU en la sucursal',
    en: 'An item with that SKU already exists in the branch',
  },
  'INVENTORY.BRANCH_NOT_FOUND': { es: 'La sucursal no existe', en: 'The branch does not exist' },
  'INVENTORY.BRANCH_INACTIVE': { es: 'La sucursal está inactiva', en: 'The branch is inactive' },
  'INVENTORY.SAME_BRANCH': {
    es: 'La sucursal de destino debe ser otra',
    en: 'The destination branch must be another one',
  },
  'INVENTORY.INACTIVE': { es: 'El artículo está inactivo', en: 'The item is inactive' },
  'INVENTORY.DESTINATION_INACTIVE': {
    es: 'El artículo de destino está inactivo',
    en: 'The destination item is inactive',
  },
  'INVENTORY.NOT_FOR_SALE': { es: 'El artículo no tiene precio de venta', en: 'The item has no sale price' },
  'INVENTORY.CLIENT_NOT_FOUND': { es: 'Cliente no encontrado', en: 'Client not found' },
  'INVENTORY.CREATED': { es: 'Artículo creado exitosamente', en: 'Item created successfully' },
  'INVENTORY.UPDATED': { es: 'Artículo actualizado exitosamente', en: 'Item updated successfully' },
  'INVENTORY.DEACTIVATED': { es: 'Artículo desactivado exitosamente', en: 'Item deactivated successfully' },
  'INVENTORY.REACTIVATED': { es: 'Artículo reactivado exitosamente', en: 'Item reactivated successfully' },
  'INVENTORY.MOVEMENT_RECORDED': { es: 'Movimiento registrado exitosamente', en: 'Movement recorded successfully' },
  'INVENTORY.SOLD': { es: 'Venta registrada exitosamente', en: 'Sale recorded successfully' },
  'INVENTORY.TRANSFERRED': { es: 'Transferencia realizada exitosamente', en: 'Transfer completed successfully' },
  'INVENTORY.LOAD_FAILED': { es: 'Error al cargar el inventario', en: 'Error loading the inventory' },
  'INVENTORY.SAVE_FAILED': { es: 'Error al guardar el artículo', en: 'Error saving the item' },
} as const satisfies MessageTexts;
