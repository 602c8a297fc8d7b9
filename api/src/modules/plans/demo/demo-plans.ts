/** A demo plan, as the plan form would send it (the branch is added when seeding). */
export interface DemoPlan {
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly duration: number;
  readonly maxClasses: number | null;
  readonly features: readonly string[];
}

const BASICO: DemoPlan = {
  name: 'Básico',
  description: 'Ocho clases al mes para empezar a entrenar.',
  price: 799,
  duration: 30,
  maxClasses: 8,
  features: ['8 clases al mes', 'Vendas de cortesía'],
};
const PLUS: DemoPlan = {
  name: 'Plus',
  description: 'Doce clases al mes en cualquier horario.',
  price: 1099,
  duration: 30,
  maxClasses: 12,
  features: ['12 clases al mes', 'Evaluación física', 'Vendas de cortesía'],
};
const ILIMITADO: DemoPlan = {
  name: 'Ilimitado',
  description: 'Todas las clases que quieras durante un mes.',
  price: 1499,
  duration: 30,
  maxClasses: null,
  features: ['Clases ilimitadas', 'Evaluación física', 'Guantes de préstamo', 'Invitado gratis al mes'],
};
const ANUAL: DemoPlan = {
  name: 'Anual Ilimitado',
  description: 'Un año de clases ilimitadas al mejor precio.',
  price: 14990,
  duration: 365,
  maxClasses: null,
  features: ['Clases ilimitadas', 'Dos meses gratis', 'Playera del estudio'],
};

/** The plans of each demo branch (0 Polanco, 1 Providencia): one of each kind, one unlimited at least. */
export const DEMO_PLANS: readonly (readonly DemoPlan[])[] = [
  [BASICO, PLUS, ILIMITADO, ANUAL],
  [BASICO, { ...PLUS, price: 999 }, { ...ILIMITADO, price: 1399 }],
];

/** Fixed command ids: seeding twice (or from two instances) creates each plan once. */
export const demoPlanCommandId = (branch: number, index: number): string => `system:demo-plan-${branch}-${index}`;
