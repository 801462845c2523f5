/** Someone who signs in: the tests type exactly these values into the pages. */
export type Person = {
  prenom: string;
  nom: string;
  email: string;
  password: string;
  adresse: string;
  code_postal: string;
  ville: string;
};

/** Created by the global setup with `create-admin`, before the app starts. */
export const ADMIN: Person = {
  prenom: 'Alice',
  nom: 'Martin',
  email: 'admin@asso.test',
  password: 'Admin1234',
  adresse: '1 place de la Mairie',
  code_postal: '75001',
  ville: 'Paris',
};

let created = 0;

/** A new visitor with a unique email, so tests never depend on one another's accounts. */
export function newPerson(prenom = 'Camille', nom = 'Durand'): Person {
  created += 1;
  const unique = `${Date.now().toString(36)}${created}`;
  return {
    prenom,
    nom,
    email: `${prenom}.${nom}.${unique}@asso.test`.toLowerCase(),
    password: 'Souvenirs2024',
    adresse: '12 rue des Lilas',
    code_postal: '69003',
    ville: 'Lyon',
  };
}
