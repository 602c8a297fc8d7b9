import type { Role } from '@boxstudio/contracts';

export interface DemoPerson {
  readonly name: string;
  readonly role: Role;
  readonly phone: string;
  /** Which of the two demo branches (0 Polanco, 1 Providencia). */
  readonly branch: 0 | 1;
}

/** Every demo account's password; shown in the README so the demo can be explored. */
export const DEMO_PASSWORD = 'Boxeo2024';

export const DEMO_STAFF: readonly DemoPerson[] = [
  { name: 'Ricardo "El Toro" Salgado', role: 'INSTRUCTOR', phone: '+52 55 4102 3381', branch: 0 },
  { name: 'Daniela Ortega Ruiz', role: 'INSTRUCTOR', phone: '+52 55 3920 1174', branch: 0 },
  { name: 'Jorge Alberto Núñez', role: 'INSTRUCTOR', phone: '+52 33 1287 6650', branch: 1 },
  { name: 'Mariana Castillo Vega', role: 'INSTRUCTOR', phone: '+52 33 2045 9918', branch: 1 },
  { name: 'Fernando Ibarra Lozano', role: 'SUPERVISOR', phone: '+52 55 6671 2203', branch: 0 },
  { name: 'Gabriela Treviño Sáenz', role: 'MANAGER', phone: '+52 33 3318 4470', branch: 1 },
  { name: 'Alejandro Rosas Medina', role: 'ADMIN', phone: '+52 55 5123 8890', branch: 0 },
];

const CLIENT_NAMES = [
  'Sofía Hernández López',
  'Diego Martínez García',
  'Valentina Rodríguez Pérez',
  'Santiago González Sánchez',
  'Regina Ramírez Flores',
  'Emiliano Torres Rivera',
  'Ximena Gómez Morales',
  'Mateo Díaz Cruz',
  'Camila Vázquez Reyes',
  'Leonardo Jiménez Ortiz',
  'Renata Mendoza Castro',
  'Sebastián Ruiz Aguilar',
  'Fernanda Chávez Romero',
  'Iker Gutiérrez Herrera',
  'Isabella Moreno Domínguez',
  'Nicolás Álvarez Medina',
  'Andrea Castillo Guzmán',
  'Emilio Romero Vargas',
  'Paula Navarro Ríos',
  'Gael Salazar Cervantes',
  'Lucía Delgado Fuentes',
  'Maximiliano Peña Campos',
  'Daniela Cabrera Soto',
  'Rodrigo Ávila Estrada',
  'María José Orozco León',
  'Alejandro Pacheco Núñez',
  'Victoria Espinoza Rangel',
  'Tomás Figueroa Luna',
  'Natalia Sandoval Ponce',
  'Bruno Carrillo Montes',
  'Ana Paula Zamora Beltrán',
  'Joaquín Ibarra Valdez',
];

/** WhatsApp numbers in the spec's format: +52, a two-digit area (55 CDMX, 33 Guadalajara), 4 + 4 digits. */
export const DEMO_CLIENTS: readonly DemoPerson[] = CLIENT_NAMES.map((name, index) => {
  const branch = (index % 2) as 0 | 1;
  const area = branch === 0 ? '55' : '33';
  const number = String(21_000_000 + index * 137_911).padStart(8, '0');
  return { name, role: 'CLIENT', phone: `+52 ${area} ${number.slice(0, 4)} ${number.slice(4)}`, branch };
});

/** firstname.lastname@example.com without accents: easy to type when exploring the demo. */
export function demoEmail(name: string, domain: string): string {
  const [first = 'persona', second = 'demo'] = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => part.length > 0 && part !== 'el' && part !== 'toro');
  return `${first}.${second}@${domain}`;
}
