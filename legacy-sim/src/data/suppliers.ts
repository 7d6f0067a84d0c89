/**
 * Seeded branches around the default map position (-33.8999547, 18.5701029) in Cape Town's
 * northern suburbs. Kraaifontein is disabled and Milnerton is closed for stocktake.
 */
import type { RestSupplierHours } from '../contract/index.js';

export interface SupplierSeed {
  id: number;
  agencyId: number;
  name: string;
  lat: number;
  lon: number;
  street: string;
  suburb: string;
  postalCode: string;
  disabled: boolean;
  closedText: string | null;
  bankName: string;
  bankBranch: string;
  bankAccount: string;
  hours: RestSupplierHours[];
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function hours(weekday: string, saturday: string, sunday: string): RestSupplierHours[] {
  return [
    ...WEEKDAYS.map((dayname) => ({ dayname, formatted_hours: weekday })),
    { dayname: 'Saturday', formatted_hours: saturday },
    { dayname: 'Sunday', formatted_hours: sunday },
  ];
}

const MALL_HOURS = hours('08:00 - 20:00', '08:00 - 18:00', '09:00 - 15:00');
const HIGH_STREET_HOURS = hours('07:30 - 19:00', '08:00 - 17:00', '08:30 - 14:00');
const BULK_HOURS = hours('07:00 - 18:00', '07:00 - 15:00', 'Closed');

export const SUPPLIERS: SupplierSeed[] = [
  {
    id: 101,
    agencyId: 1,
    name: 'Mzansi Fresh Parow',
    lat: -33.9001,
    lon: 18.5832,
    street: '112 Voortrekker Road',
    suburb: 'Parow',
    postalCode: '7500',
    disabled: false,
    closedText: null,
    bankName: 'First National Bank',
    bankBranch: '250655',
    bankAccount: '62840011201',
    hours: HIGH_STREET_HOURS,
  },
  {
    id: 102,
    agencyId: 1,
    name: 'Mzansi Fresh Tyger Valley',
    lat: -33.8741,
    lon: 18.6339,
    street: 'Shop 48, Tyger Valley Centre, Willie van Schoor Avenue',
    suburb: 'Bellville',
    postalCode: '7530',
    disabled: false,
    closedText: null,
    bankName: 'First National Bank',
    bankBranch: '250655',
    bankAccount: '62840011202',
    hours: MALL_HOURS,
  },
  {
    id: 103,
    agencyId: 1,
    name: 'Mzansi Fresh Durbanville',
    lat: -33.832,
    lon: 18.647,
    street: '7 Wellington Road',
    suburb: 'Durbanville',
    postalCode: '7550',
    disabled: false,
    closedText: null,
    bankName: 'First National Bank',
    bankBranch: '250655',
    bankAccount: '62840011203',
    hours: HIGH_STREET_HOURS,
  },
  {
    id: 201,
    agencyId: 2,
    name: 'Boland Bulk Bellville',
    lat: -33.9006,
    lon: 18.6292,
    street: '23 Robert Sobukwe Road',
    suburb: 'Bellville South',
    postalCode: '7530',
    disabled: false,
    closedText: null,
    bankName: 'Standard Bank',
    bankBranch: '051001',
    bankAccount: '071234567',
    hours: BULK_HOURS,
  },
  {
    id: 202,
    agencyId: 2,
    name: 'Boland Bulk Kuils River',
    lat: -33.9276,
    lon: 18.683,
    street: '5 Van Riebeeck Road',
    suburb: 'Kuils River',
    postalCode: '7580',
    disabled: false,
    closedText: null,
    bankName: 'Standard Bank',
    bankBranch: '051001',
    bankAccount: '071234568',
    hours: BULK_HOURS,
  },
  {
    id: 203,
    agencyId: 2,
    name: 'Boland Bulk Kraaifontein',
    lat: -33.847,
    lon: 18.72,
    street: '40 Main Road',
    suburb: 'Kraaifontein',
    postalCode: '7570',
    disabled: true,
    closedText: null,
    bankName: 'Standard Bank',
    bankBranch: '051001',
    bankAccount: '071234569',
    hours: BULK_HOURS,
  },
  {
    id: 301,
    agencyId: 3,
    name: 'Kaap Spens Goodwood',
    lat: -33.9103,
    lon: 18.5564,
    street: '68 Voortrekker Road',
    suburb: 'Goodwood',
    postalCode: '7460',
    disabled: false,
    closedText: null,
    bankName: 'Capitec Bank',
    bankBranch: '470010',
    bankAccount: '1402233011',
    hours: HIGH_STREET_HOURS,
  },
  {
    id: 302,
    agencyId: 3,
    name: 'Kaap Spens Edgemead',
    lat: -33.8756,
    lon: 18.5458,
    street: 'Edgemead Village Centre, Edgemead Drive',
    suburb: 'Edgemead',
    postalCode: '7441',
    disabled: false,
    closedText: null,
    bankName: 'Capitec Bank',
    bankBranch: '470010',
    bankAccount: '1402233012',
    hours: MALL_HOURS,
  },
  {
    id: 303,
    agencyId: 3,
    name: 'Kaap Spens Milnerton',
    lat: -33.8728,
    lon: 18.498,
    street: '2 Koeberg Road',
    suburb: 'Milnerton',
    postalCode: '7441',
    disabled: false,
    closedText:
      'Closed for stocktake until Monday 08:00. Orders placed now are collected from Monday.',
    bankName: 'Capitec Bank',
    bankBranch: '470010',
    bankAccount: '1402233013',
    hours: HIGH_STREET_HOURS,
  },
  {
    id: 304,
    agencyId: 3,
    name: 'Kaap Spens Brackenfell',
    lat: -33.8713,
    lon: 18.695,
    street: '1 Old Paarl Road',
    suburb: 'Brackenfell',
    postalCode: '7560',
    disabled: false,
    closedText: null,
    bankName: 'Capitec Bank',
    bankBranch: '470010',
    bankAccount: '1402233014',
    hours: MALL_HOURS,
  },
];
