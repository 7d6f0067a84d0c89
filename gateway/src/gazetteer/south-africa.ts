/**
 * Towns and suburbs outside the delivery area that shoppers type to say where they are. None has
 * a branch near it: they let the shop answer "we don't deliver to your area yet" to a shopper in
 * Sandton or Durban instead of showing Cape Town's branches, or nothing with no way out. Positions
 * are near each place's centre; no streets, as no address is ever delivered there.
 */
import type { GazetteerSuburb } from './cape-town.js';

function place(
  name: string,
  city: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  aliases: string[] = [],
): GazetteerSuburb {
  return { name, city, postalCode, latitude, longitude, streets: [], aliases };
}

export const SOUTH_AFRICAN_PLACES: readonly GazetteerSuburb[] = [
  place('Johannesburg Central', 'Johannesburg', '2001', -26.2041, 28.0473, [
    'jozi',
    'joburg',
    'jhb',
  ]),
  place('Sandton', 'Johannesburg', '2196', -26.1076, 28.0567),
  place('Rosebank', 'Johannesburg', '2196', -26.1457, 28.0436),
  place('Randburg', 'Johannesburg', '2194', -26.0936, 28.0064),
  place('Soweto', 'Johannesburg', '1804', -26.2485, 27.854),
  place('Midrand', 'Johannesburg', '1685', -25.9992, 28.1263),
  place('Roodepoort', 'Johannesburg', '1724', -26.1625, 27.8725),
  place('Alexandra', 'Johannesburg', '2090', -26.1036, 28.0969),
  place('Benoni', 'Ekurhuleni', '1501', -26.1885, 28.3208),
  place('Germiston', 'Ekurhuleni', '1401', -26.2309, 28.1772),
  place('Pretoria Central', 'Pretoria', '0002', -25.7479, 28.2293, ['tshwane']),
  place('Centurion', 'Pretoria', '0157', -25.8603, 28.1894),
  place('Soshanguve', 'Pretoria', '0152', -25.5231, 28.1006),
  place('Durban Central', 'Durban', '4001', -29.8587, 31.0218, ['ethekwini']),
  place('Umhlanga', 'Durban', '4319', -29.7277, 31.0857),
  place('Umlazi', 'Durban', '4031', -29.97, 30.8833),
  place('Pietermaritzburg', 'Pietermaritzburg', '3201', -29.6006, 30.3794),
  place('Gqeberha', 'Gqeberha', '6001', -33.9608, 25.6022, ['port elizabeth', 'pe']),
  place('East London', 'East London', '5201', -33.0153, 27.9116),
  place('Bloemfontein', 'Bloemfontein', '9301', -29.0852, 26.1596, ['mangaung']),
  place('Polokwane', 'Polokwane', '0700', -23.9045, 29.4689),
  place('Mbombela', 'Mbombela', '1200', -25.4753, 30.9694, ['nelspruit']),
  place('Kimberley', 'Kimberley', '8301', -28.7282, 24.7499),
  place('Rustenburg', 'Rustenburg', '0299', -25.6544, 27.2559),
  place('George', 'George', '6529', -33.963, 22.4617),
  place('Mthatha', 'Mthatha', '5099', -31.5889, 28.7844),
];
