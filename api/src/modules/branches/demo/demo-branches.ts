import type { BranchDetails } from '../domain/branch.events.js';

/** The studio's two locations, as the demo data and the public site's footer show them. */
export const DEMO_BRANCHES: readonly BranchDetails[] = [
  {
    name: 'BoxStudio Polanco',
    address: 'Av. Presidente Masaryk 340, Polanco V Sección',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'México',
    postalCode: '11560',
    phone: '+52 55 5280 1234',
    email: 'polanco@boxstudio.mx',
  },
  {
    name: 'BoxStudio Providencia',
    address: 'Av. Providencia 2578, Providencia 4a. Sección',
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'México',
    postalCode: '44639',
    phone: '+52 33 3641 5678',
    email: 'providencia@boxstudio.mx',
  },
];

/** Fixed command ids: seeding twice (or from two instances) creates the same two branches once. */
export const demoBranchCommandId = (index: number): string => `system:demo-branch-${index}`;
