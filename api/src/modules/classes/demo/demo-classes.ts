import type { ClassScheduleSlot, DayOfWeek } from '@boxstudio/contracts';

export interface DemoClass {
  readonly name: string;
  readonly description: string;
  readonly duration: number;
  readonly maxCapacity: number;
  readonly price: number;
  /** Which of the branch's demo instructors (oldest first) teaches it. */
  readonly instructor: 0 | 1;
  readonly sampleClassDescription?: string;
  readonly schedules: readonly ClassScheduleSlot[];
}

const MON_WED_FRI: readonly DayOfWeek[] = [1, 3, 5];
const TUE_THU: readonly DayOfWeek[] = [2, 4];
const slots = (days: readonly DayOfWeek[], startTime: string, endTime: string): ClassScheduleSlot[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

const SAMPLE_DESCRIPTION =
  'Tu primera clase es gratis: conoce el estudio, calienta con el grupo y aprende la guardia, ' +
  'los desplazamientos y los golpes básicos. Trae ropa cómoda; nosotros prestamos guantes y vendas.';

/**
 * The classes of each demo branch (0 Polanco, 1 Providencia), each with a weekly timetable inside
 * the opening hours (spec §9: Mon-Fri 6:00-22:00, Sat-Sun 7:00-20:00).
 */
export const DEMO_CLASSES: readonly (readonly DemoClass[])[] = [
  [
    {
      name: 'Box',
      description: 'Técnica de golpeo, desplazamientos, trabajo de costal y sparring controlado.',
      duration: 60,
      maxCapacity: 12,
      price: 180,
      instructor: 0,
      schedules: [...slots(MON_WED_FRI, '07:00', '08:00'), ...slots(MON_WED_FRI, '19:00', '20:00')],
    },
    {
      name: 'Cardio Box',
      description: 'Circuito de golpeo y cardio de alta intensidad al ritmo de la música.',
      duration: 45,
      maxCapacity: 20,
      price: 150,
      instructor: 1,
      schedules: [
        ...slots(TUE_THU, '07:00', '07:45'),
        ...slots(TUE_THU, '18:30', '19:15'),
        { dayOfWeek: 6, startTime: '09:00', endTime: '09:45' },
      ],
    },
    {
      name: 'Kickboxing',
      description: 'Golpes de puño y patadas combinados en rondas de costal y manoplas.',
      duration: 60,
      maxCapacity: 15,
      price: 180,
      instructor: 0,
      schedules: [...slots(TUE_THU, '20:00', '21:00'), { dayOfWeek: 6, startTime: '11:00', endTime: '12:00' }],
    },
    {
      name: 'HIIT',
      description: 'Intervalos de fuerza y cardio para todo el cuerpo.',
      duration: 30,
      maxCapacity: 20,
      price: 120,
      instructor: 1,
      schedules: [...slots(MON_WED_FRI, '06:15', '06:45'), ...slots(MON_WED_FRI, '13:30', '14:00')],
    },
    {
      name: 'Técnica de Box',
      description: 'Grupo reducido para pulir guardia, combinaciones y defensa.',
      duration: 90,
      maxCapacity: 8,
      price: 250,
      instructor: 0,
      schedules: [
        { dayOfWeek: 0, startTime: '10:00', endTime: '11:30' },
        { dayOfWeek: 6, startTime: '12:30', endTime: '14:00' },
      ],
    },
    {
      name: 'Clase muestra',
      description: 'Clase de prueba para quien nos visita por primera vez.',
      duration: 60,
      maxCapacity: 10,
      price: 0,
      instructor: 1,
      sampleClassDescription: SAMPLE_DESCRIPTION,
      schedules: [
        { dayOfWeek: 3, startTime: '18:00', endTime: '19:00' },
        { dayOfWeek: 6, startTime: '10:00', endTime: '11:00' },
      ],
    },
  ],
  [
    {
      name: 'Box',
      description: 'Técnica de golpeo, desplazamientos, trabajo de costal y sparring controlado.',
      duration: 60,
      maxCapacity: 12,
      price: 160,
      instructor: 0,
      schedules: [...slots(MON_WED_FRI, '08:00', '09:00'), ...slots(MON_WED_FRI, '20:00', '21:00')],
    },
    {
      name: 'Cardio Box',
      description: 'Circuito de golpeo y cardio de alta intensidad al ritmo de la música.',
      duration: 45,
      maxCapacity: 20,
      price: 140,
      instructor: 1,
      schedules: [
        ...slots(TUE_THU, '06:30', '07:15'),
        ...slots(TUE_THU, '19:00', '19:45'),
        { dayOfWeek: 6, startTime: '10:00', endTime: '10:45' },
      ],
    },
    {
      name: 'Kickboxing',
      description: 'Golpes de puño y patadas combinados en rondas de costal y manoplas.',
      duration: 60,
      maxCapacity: 15,
      price: 160,
      instructor: 1,
      schedules: [...slots(MON_WED_FRI, '18:00', '19:00'), { dayOfWeek: 0, startTime: '11:00', endTime: '12:00' }],
    },
    {
      name: 'HIIT',
      description: 'Intervalos de fuerza y cardio para todo el cuerpo.',
      duration: 30,
      maxCapacity: 20,
      price: 110,
      instructor: 0,
      schedules: [...slots(TUE_THU, '13:00', '13:30'), { dayOfWeek: 6, startTime: '08:00', endTime: '08:30' }],
    },
    {
      name: 'Técnica de Box',
      description: 'Grupo reducido para pulir guardia, combinaciones y defensa.',
      duration: 90,
      maxCapacity: 8,
      price: 230,
      instructor: 0,
      schedules: [{ dayOfWeek: 6, startTime: '12:00', endTime: '13:30' }],
    },
    {
      name: 'Clase muestra',
      description: 'Clase de prueba para quien nos visita por primera vez.',
      duration: 60,
      maxCapacity: 10,
      price: 0,
      instructor: 1,
      sampleClassDescription: SAMPLE_DESCRIPTION,
      schedules: [
        { dayOfWeek: 2, startTime: '18:00', endTime: '19:00' },
        { dayOfWeek: 6, startTime: '11:00', endTime: '12:00' },
      ],
    },
  ],
];

/** Fixed command ids: seeding twice (or from two instances) creates each class once. */
export const demoClassCommandId = (branch: number, index: number): string => `system:demo-class-${branch}-${index}`;
