/**
 * Curated people for the demo: realistic names of varied origins, and departments for matching.
 * Order matters only for the stable ids (peer-001 ...): append, never insert.
 */

export interface PersonName {
  first_name: string;
  last_name: string;
}

const name = (first_name: string, last_name: string): PersonName => ({ first_name, last_name });

/** Participants dealt over the cohorts by a seeded shuffle. */
export const PARTICIPANT_NAMES: readonly PersonName[] = [
  name('Amara', 'Okafor'),
  name('Kwame', 'Mensah'),
  name('Chiamaka', 'Eze'),
  name('Tendai', 'Moyo'),
  name('Fatima', 'Al-Sayed'),
  name('Omar', 'Khalil'),
  name('Leila', 'Farahani'),
  name('Yusuf', 'Demir'),
  name('Elif', 'Yılmaz'),
  name('Priya', 'Natarajan'),
  name('Arjun', 'Mehta'),
  name('Ananya', 'Iyer'),
  name('Rohan', 'Kapoor'),
  name('Mei', 'Lin'),
  name('Hiroshi', 'Tanaka'),
  name('Yuna', 'Kim'),
  name('Min-jun', 'Park'),
  name('Linh', 'Nguyen'),
  name('Bao', 'Tran'),
  name('Mateo', 'García'),
  name('Valentina', 'Rossi'),
  name('Lucía', 'Fernández'),
  name('Diego', 'Ramírez'),
  name('Camila', 'Souza'),
  name('João', 'Pereira'),
  name('Zofia', 'Kowalska'),
  name('Jakub', 'Nowak'),
  name('Olga', 'Ivanova'),
  name('Dmitri', 'Petrov'),
  name('Ingrid', 'Johansson'),
  name('Lars', 'Nielsen'),
  name('Aino', 'Virtanen'),
  name('Siobhan', 'Murphy'),
  name('Liam', "O'Connor"),
  name('Hannah', 'Schmidt'),
  name('Felix', 'Wagner'),
  name('Chloé', 'Dubois'),
  name('Julien', 'Martin'),
  name('Noa', 'Levi'),
  name('Ari', 'Cohen'),
  name('Kalani', 'Akana'),
  name('Aroha', 'Ngata'),
  name('Marisol', 'Vega'),
  name('Esperanza', 'Torres'),
  name('Jamal', 'Washington'),
  name('Keisha', 'Robinson'),
  name('Grace', 'Thompson'),
  name('Ethan', 'Miller'),
  name('Olivia', 'Bennett'),
  name('Nathaniel', 'Price'),
  name('Sarah', 'Goldberg'),
  name('Zanele', 'Dlamini'),
  name('Thabo', 'Nkosi'),
  name('Ayesha', 'Siddiqui'),
  name('Bilal', 'Qureshi'),
  name('Nadia', 'Rahman'),
  name('Mariam', 'Tesfaye'),
  name('Dawit', 'Bekele'),
  name('Ximena', 'Quispe'),
  name('Björn', 'Andersson'),
];

/**
 * Last names equal apart from case, so the facilitator's user list (sorted case-insensitively,
 * spec section 5) has ties to get right. Each pair lands in one cohort, where it is visible.
 */
export const CASE_VARIANT_PAIRS: readonly (readonly [PersonName, PersonName])[] = [
  [name('Fiona', 'McDonald'), name('Ryan', 'Mcdonald')],
  [name('Pieter', 'van Dyke'), name('Emily', 'Van Dyke')],
  [name('Isabel', 'de la Cruz'), name('Marco', 'De La Cruz')],
  [name('Gianna', 'DeLuca'), name('Paul', 'Deluca')],
];

/** The sample people of the sandbox cohort, where facilitators practise. */
export const SANDBOX_NAMES: readonly PersonName[] = [
  name('Avery', 'Lindqvist'),
  name('Rafael', 'Moreno'),
  name('Keiko', 'Sato'),
  name('Nia', 'Adeyemi'),
  name('Tomás', 'Herrera'),
  name('Maya', 'Patel'),
];

export const DEPARTMENTS: Readonly<Record<string, readonly string[]>> = {
  mgh: [
    'Anesthesia',
    'Cardiology',
    'Emergency Medicine',
    'Internal Medicine',
    'Neurology',
    'Nursing',
    'Pediatrics',
    'Pharmacy',
    'Psychiatry',
    'Radiology',
    'Social Work',
    'Surgery',
  ],
  harvard: [
    'Business Administration',
    'Computer Science',
    'Economics',
    'Education',
    'Engineering',
    'History',
    'Law',
    'Molecular Biology',
    'Psychology',
    'Public Health',
  ],
  facilitators: ['Nursing', 'Pediatrics', 'Education', 'Public Health'],
};

/** Staff belong to the program office rather than a clinical or academic department. */
export const STAFF_DEPARTMENT = 'Program Office';

/** A stable, ASCII e-mail address for a demo person. */
export function demoEmail(person: PersonName): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/['’]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(person.first_name)}.${slug(person.last_name)}@demo.test`;
}
