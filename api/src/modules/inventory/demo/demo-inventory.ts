import type { NewItem } from '../commands/inventory-inputs.js';

/** A demo item, as the item form would send it (the branch is added when seeding). */
export type DemoItem = Omit<NewItem, 'branchId'>;

const item = (fields: DemoItem): DemoItem => fields;

const GLOVES = item({
  name: 'Guantes de entrenamiento 12 oz',
  category: 'GEAR',
  sku: 'GLV-12',
  unit: 'PAIR',
  cost: 450,
  price: 899,
  threshold: 3,
  supplier: 'Cleto Reyes',
  location: 'Vitrina de mostrador',
  quantity: 8,
});
const WRAPS = item({
  name: 'Vendas de 180 pulgadas',
  category: 'GEAR',
  sku: 'WRP-180',
  unit: 'PAIR',
  cost: 85,
  price: 180,
  threshold: 10,
  supplier: 'Everlast',
  location: 'Vitrina de mostrador',
  quantity: 24,
});
const MOUTHGUARD = item({
  name: 'Protector bucal',
  category: 'GEAR',
  sku: 'PRT-BUC',
  unit: 'PIECE',
  cost: 60,
  price: 150,
  threshold: 5,
  quantity: 4,
});
const WATER = item({
  name: 'Agua natural 1 L',
  category: 'BEVERAGES',
  sku: 'AGU-1L',
  unit: 'BOTTLE',
  cost: 9.5,
  price: 25,
  threshold: 24,
  location: 'Refrigerador',
  quantity: 60,
});
const ISOTONIC = item({
  name: 'Bebida isotónica 600 ml',
  category: 'BEVERAGES',
  sku: 'ISO-600',
  unit: 'BOTTLE',
  cost: 14,
  price: 35,
  threshold: 12,
  location: 'Refrigerador',
  quantity: 0,
});
const PROTEIN = item({
  name: 'Barra de proteína',
  category: 'SUPPLEMENTS',
  sku: 'BAR-PRO',
  unit: 'PIECE',
  cost: 22,
  price: 45,
  threshold: 10,
  quantity: 30,
});
const BAG = item({
  name: 'Costal de 40 kg',
  category: 'EQUIPMENT',
  sku: 'CST-40',
  unit: 'PIECE',
  cost: 3200,
  price: 0,
  threshold: 0,
  description: 'Equipo del gimnasio, no está a la venta.',
  location: 'Área de costales',
  quantity: 6,
});
const SANITIZER = item({
  name: 'Desinfectante para guantes',
  category: 'CLEANING',
  sku: 'LMP-DES',
  unit: 'BOTTLE',
  cost: 48,
  price: 0,
  threshold: 2,
  location: 'Bodega',
  quantity: 2,
});

/** The stock of each demo branch (0 Polanco, 1 Providencia): some items low, one out of stock. */
export const DEMO_INVENTORY: readonly (readonly DemoItem[])[] = [
  [GLOVES, WRAPS, MOUTHGUARD, WATER, ISOTONIC, PROTEIN, BAG, SANITIZER],
  [{ ...GLOVES, quantity: 2 }, WRAPS, WATER, { ...ISOTONIC, quantity: 18 }, BAG, SANITIZER],
];

/** Fixed command ids: seeding twice (or from two instances) creates each item once. */
export const demoItemCommandId = (branch: number, index: number): string => `system:demo-item-${branch}-${index}`;
