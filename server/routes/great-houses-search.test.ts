import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../common/api/perfumes';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Issue 31: a perfume lover browsing the great houses looks up what they wear by its name.
// The perfumes added to Guerlain, Chanel, Dior, Hermès and Serge Lutens must each be found
// through the public search, the exact perfume of the right house first. A name another house
// also uses (Jean Patou's Joy) is typed with the house, as a visitor would.
const sharedNames = new Set(['Joy']);
const added: ReadonlyArray<readonly [name: string, house: string]> = [
  ['Chamade', 'Guerlain'],
  ["Après l'Ondée", 'Guerlain'],
  ['Eau de Cologne Impériale', 'Guerlain'],
  ['Héritage', 'Guerlain'],
  ["L'Instant de Guerlain pour Homme", 'Guerlain'],
  ['Spiritueuse Double Vanille', 'Guerlain'],
  ['Angélique Noire', 'Guerlain'],
  ["Bois d'Arménie", 'Guerlain'],
  ['Tonka Impériale', 'Guerlain'],
  ['Idylle', 'Guerlain'],
  ['Cuir Beluga', 'Guerlain'],
  ['Pour Monsieur', 'Chanel'],
  ['N°22', 'Chanel'],
  ['Allure', 'Chanel'],
  ['Allure Homme', 'Chanel'],
  ['Platinum Égoïste', 'Chanel'],
  ['31 Rue Cambon', 'Chanel'],
  ['Chance Eau Fraîche', 'Chanel'],
  ["N°5 L'Eau", 'Chanel'],
  ['Allure Homme Édition Blanche', 'Chanel'],
  ['Diorella', 'Dior'],
  ['Pure Poison', 'Dior'],
  ['Addict', 'Dior'],
  ['Joy', 'Dior'],
  ["Bois d'Argent", 'Dior'],
  ['Dior Homme Sport', 'Dior'],
  ['Oud Ispahan', 'Dior'],
  ['Miss Dior Blooming Bouquet', 'Dior'],
  ['Dior Homme Parfum', 'Dior'],
  ["Voyage d'Hermès", 'Hermès'],
  ["Jour d'Hermès", 'Hermès'],
  ['Un Jardin en Méditerranée', 'Hermès'],
  ["Eau d'Hermès", 'Hermès'],
  ['Équipage', 'Hermès'],
  ['Ambre Narguilé', 'Hermès'],
  ['Eau de Rhubarbe Écarlate', 'Hermès'],
  ['Un Bois Vanille', 'Serge Lutens'],
  ['Daim Blond', 'Serge Lutens'],
  ['Cuir Mauresque', 'Serge Lutens'],
  ['Jeux de Peau', 'Serge Lutens'],
  ['À la Nuit', 'Serge Lutens'],
];

describe('the perfumes added to the great houses are found by name and house', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(added)('%s (%s) comes first when searched by its name', async (name, house) => {
    const q = sharedNames.has(name) ? `${name} ${house}` : name;
    const res = await t.app.inject(`/api/v7/search?q=${encodeURIComponent(q)}&limit=5&lang=en`);
    expect(res.statusCode).toBe(200);
    const first = searchResponseSchema.parse(res.json()).data[0];
    expect(first).toMatchObject({ name, brand: { name: house } });
  });

  it('finds them typed without accents or apostrophes, as on a phone keyboard', async () => {
    for (const [typed, name] of [
      ['apres londee', "Après l'Ondée"],
      ['equipage', 'Équipage'],
      ['bois darmenie', "Bois d'Arménie"],
      ['a la nuit', 'À la Nuit'],
    ] as const) {
      const res = await t.app.inject(`/api/v7/search?q=${encodeURIComponent(typed)}&limit=3`);
      expect(searchResponseSchema.parse(res.json()).data[0]?.name).toBe(name);
    }
  });
});
