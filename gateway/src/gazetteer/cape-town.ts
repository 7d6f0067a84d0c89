/**
 * The shop's delivery area: Cape Town suburbs the branches deliver to (within the legacy shop's
 * 30 km delivery radius of a branch), each with its postal code, a position near its centre and
 * main streets. Bundled with the gateway so that address search works with no map service and
 * no internet (ADR 12). Street positions are their suburb's: the driver finds the house by the
 * street address, the position only places the address in the right area.
 */
export interface GazetteerSuburb {
  name: string;
  /** Other names shoppers type for it, e.g. `CBD`. */
  aliases?: string[];
  city: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  streets: string[];
}

const CAPE_TOWN = 'Cape Town';

function suburb(
  name: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  streets: string[],
  extra: { aliases?: string[]; city?: string } = {},
): GazetteerSuburb {
  return {
    name,
    postalCode,
    latitude,
    longitude,
    streets,
    city: extra.city ?? CAPE_TOWN,
    ...(extra.aliases ? { aliases: extra.aliases } : {}),
  };
}

export const CAPE_TOWN_SUBURBS: readonly GazetteerSuburb[] = [
  suburb(
    'City Centre',
    '8001',
    -33.9249,
    18.4241,
    [
      'Long Street',
      'Bree Street',
      'Loop Street',
      'Adderley Street',
      'Strand Street',
      'Buitengracht Street',
    ],
    { aliases: ['CBD', 'City Bowl'] },
  ),
  suburb('Gardens', '8001', -33.9366, 18.411, ['Kloof Street', 'Orange Street', 'Hatfield Street']),
  suburb('Tamboerskloof', '8001', -33.929, 18.408, ['Kloof Nek Road', 'Upper Kloof Street']),
  suburb('Vredehoek', '8001', -33.94, 18.425, ['Upper Buitenkant Street', 'Derry Street']),
  suburb('Sea Point', '8005', -33.915, 18.388, ['Main Road', 'Regent Road', 'Beach Road']),
  suburb('Green Point', '8005', -33.908, 18.408, ['Somerset Road', 'Main Road']),
  suburb('Camps Bay', '8005', -33.95, 18.377, ['Victoria Road', 'The Drive']),
  suburb('Woodstock', '7925', -33.927, 18.445, ['Albert Road', 'Victoria Road', 'Sir Lowry Road']),
  suburb('Salt River', '7925', -33.929, 18.46, ['Voortrekker Road', 'Albert Road']),
  suburb('Observatory', '7925', -33.938, 18.47, ['Lower Main Road', 'Station Road']),
  suburb('Maitland', '7405', -33.922, 18.495, ['Voortrekker Road', 'Alexandra Road']),
  suburb('Pinelands', '7405', -33.938, 18.504, ['Forest Drive', 'Howard Drive']),
  suburb('Mowbray', '7700', -33.946, 18.475, ['Main Road', 'Durban Road']),
  suburb('Rosebank', '7700', -33.954, 18.473, ['Main Road', 'Chapel Road']),
  suburb('Rondebosch', '7700', -33.961, 18.475, ['Main Road', 'Belmont Road', 'Campground Road']),
  suburb('Rondebosch East', '7780', -33.963, 18.495, ['Rustenburg Avenue', 'Palmyra Road']),
  suburb('Newlands', '7700', -33.978, 18.46, ['Newlands Avenue', 'Kildare Road']),
  suburb('Claremont', '7708', -33.981, 18.465, ['Main Road', 'Protea Road', 'Cavendish Street']),
  suburb('Kenilworth', '7708', -33.995, 18.475, ['Rosmead Avenue', 'Summerley Road']),
  suburb('Wynberg', '7800', -34.003, 18.468, ['Main Road', 'Maynard Road']),
  suburb('Plumstead', '7800', -34.02, 18.475, ['Victoria Road', 'Southern Cross Drive']),
  suburb('Constantia', '7806', -34.027, 18.443, [
    'Constantia Main Road',
    'Spaanschemat River Road',
  ]),
  suburb('Tokai', '7945', -34.06, 18.45, ['Tokai Road', 'Vans Road']),
  suburb('Muizenberg', '7945', -34.108, 18.469, ['Beach Road', 'Main Road']),
  suburb('Hout Bay', '7806', -34.042, 18.36, ['Main Road', 'Victoria Avenue']),
  suburb('Athlone', '7764', -33.96, 18.505, ['Klipfontein Road', 'Kromboom Road']),
  suburb('Lansdowne', '7780', -33.987, 18.5, ['Lansdowne Road', 'Imam Haron Road']),
  suburb('Langa', '7455', -33.944, 18.53, ['Washington Street', 'Bonga Drive']),
  suburb('Gugulethu', '7750', -33.983, 18.57, ['NY 1', 'Steve Biko Drive']),
  suburb('Bishop Lavis', '7490', -33.947, 18.576, ['Bishop Lavis Road']),
  suburb('Elsies River', '7490', -33.918, 18.57, ['Halt Road', 'Owen Road']),
  suburb('Thornton', '7460', -33.924, 18.537, ['Thornton Road', 'Jan Smuts Drive']),
  suburb('Epping', '7460', -33.93, 18.54, ['Viking Way', 'Jan Smuts Drive']),
  suburb('Goodwood', '7460', -33.911, 18.55, ['Voortrekker Road', 'Vasco Boulevard']),
  suburb('Monte Vista', '7460', -33.885, 18.552, ['Monte Vista Boulevard']),
  suburb('Edgemead', '7441', -33.875, 18.55, ['Edgemead Drive', 'Plattekloof Road']),
  suburb('Bothasig', '7441', -33.86, 18.54, ['Kasselsvlei Road', 'Grey Avenue']),
  suburb('Century City', '7441', -33.89, 18.51, ['Century Boulevard', 'Ratanga Road']),
  suburb('Milnerton', '7441', -33.872, 18.497, ['Koeberg Road', 'Marine Drive']),
  suburb('Table View', '7441', -33.82, 18.49, ['Blaauwberg Road', 'Raats Drive']),
  suburb('Parow', '7500', -33.9, 18.585, [
    'Voortrekker Road',
    'Fairfield Street',
    'McIntyre Road',
    'Tygerberg Road',
    'Station Road',
  ]),
  suburb('Plattekloof', '7500', -33.87, 18.58, ['Plattekloof Road', 'Panorama Drive']),
  suburb('Panorama', '7500', -33.875, 18.575, ['Hennie Winterbach Street', 'Panorama Drive']),
  suburb('Bellville', '7530', -33.9, 18.629, ['Voortrekker Road', 'Durban Road', 'Kruskal Avenue']),
  suburb('Boston', '7530', -33.895, 18.62, ['Boston Street', 'Tienie Meyer Bypass']),
  suburb('Oakdale', '7530', -33.89, 18.635, ['Oakdale Road']),
  suburb('Welgemoed', '7530', -33.878, 18.615, ['Welgemoed Drive', 'Jip de Jager Drive']),
  suburb('Tyger Valley', '7530', -33.874, 18.634, ['Willie van Schoor Avenue', 'Old Oak Road'], {
    aliases: ['Tygervalley'],
  }),
  suburb('Belhar', '7493', -33.945, 18.628, ['Belhar Drive', 'Erica Drive']),
  suburb('Delft', '7100', -33.97, 18.64, ['Main Road', 'Delft Main Road']),
  suburb('Durbanville', '7550', -33.832, 18.647, [
    'Wellington Road',
    'Oxford Street',
    'Main Street',
  ]),
  suburb('Kenridge', '7550', -33.85, 18.63, ['Kenridge Avenue']),
  suburb('Kuils River', '7580', -33.928, 18.682, ['Van Riebeeck Road', 'Bosbou Street']),
  suburb('Brackenfell', '7560', -33.871, 18.695, ['Old Paarl Road', 'Brackenfell Boulevard']),
  suburb('Kraaifontein', '7570', -33.847, 18.721, ['Old Paarl Road', 'Bloekom Avenue']),
  suburb('Mitchells Plain', '7785', -34.05, 18.617, ['AZ Berman Drive', 'Merrydale Avenue']),
  suburb('Khayelitsha', '7784', -34.04, 18.68, ['Spine Road', 'Mew Way']),
  suburb('Stellenbosch', '7600', -33.936, 18.861, ['Dorp Street', 'Bird Street'], {
    city: 'Stellenbosch',
  }),
  suburb('Somerset West', '7130', -34.075, 18.843, ['Main Road', 'Lourensford Road'], {
    city: 'Somerset West',
  }),
];
