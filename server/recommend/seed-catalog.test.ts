import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexedPerfume } from '../catalog/catalog-index';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { seedCatalogDir } from '../test-support/test-app';
import { recommend } from './profile-recommendations';
import { similarPerfumes } from './similar-perfumes';
import { perfumeSimilarity } from './similarity';

// The orderings a perfume expert checked on the seed catalog (docs/decisions/006). Weights are
// free to move as long as these hold: they are what the formula is for.

describe('recommendations on the seed catalog', () => {
  let index: CatalogIndex;
  const perfume = (name: string, brand: string): IndexedPerfume => {
    const found = index.perfumes.find(
      (p) => p.name === name && index.brandById.get(p.brandId)!.name === brand,
    );
    if (!found) throw new Error(`${name} (${brand}) is not in the seed catalog`);
    return found;
  };
  const similarNames = (name: string, brand: string, limit = 12) =>
    similarPerfumes(index, perfume(name, brand).id, { limit })!.map((s) => s.perfume.name);
  const rank = (list: string[], name: string) => list.indexOf(name) + 1 || Infinity;

  beforeAll(async () => {
    index = new CatalogIndex(validateCatalog(await readCatalogFolder(seedCatalogDir)).data!, 1);
  });

  describe('similar perfumes', () => {
    it('Sauvage: the fresh spicy ambery woods first, not the perfumes that only share ambroxan', () => {
      const list = similarNames('Sauvage', 'Dior', 50);
      expect(list.slice(0, 3)).toContain('Luna Rossa Carbon');
      expect(list.slice(0, 3)).toContain('Dylan Blue');
      expect(rank(list, 'Explorer')).toBeLessThanOrEqual(5);
      // Its own Eau de Parfum and Y, built on the same apple-less blueprint of bergamot, pepper
      // and ambroxan over woods, are among its closest; Bleu de Chanel follows the other fresh
      // spicy woods.
      expect(rank(list, 'Sauvage Eau de Parfum')).toBeLessThanOrEqual(3);
      expect(rank(list, 'Y')).toBeLessThanOrEqual(8);
      expect(rank(list, 'Bleu de Chanel')).toBeLessThanOrEqual(14);
      expect(rank(list, 'Baccarat Rouge 540')).toBeGreaterThan(10);
      expect(list.slice(0, 12)).not.toContain('Another 13');
      expect(list.slice(0, 12)).not.toContain('Escentric 02');
    });

    it('Bleu de Chanel and Terre d’Hermès are among each other’s two closest', () => {
      expect(similarNames('Bleu de Chanel', 'Chanel').slice(0, 2)).toContain("Terre d'Hermès");
      expect(similarNames("Terre d'Hermès", 'Hermès').slice(0, 2)).toContain('Bleu de Chanel');
    });

    it('Angel: the caramel and praline gourmands, not the patchouli chypres or a leather for men', () => {
      const list = similarNames('Angel', 'Mugler', 50);
      // Vanilla-led gourmands (Kayali's Vanilla | 28) stand beside the caramel and praline ones,
      // and so do the salted caramel of Sol de Janeiro's Cheirosa 62 and the cocoa and patchouli
      // of Rihanna's Rebelle: gourmands too, so they may come before Prada Candy.
      expect(rank(list, 'Prada Candy')).toBeLessThanOrEqual(8);
      expect(rank(list, 'La Vie est Belle')).toBeLessThanOrEqual(8);
      expect(rank(list, 'Black Opium')).toBeLessThanOrEqual(25);
      expect(list.slice(0, 12)).not.toContain('Coco Mademoiselle');
      expect(list.slice(0, 12)).not.toContain('Gentleman');
    });

    it('Aventus: the fruity chypres for men, not the classic feminine chypres', () => {
      const list = similarNames('Aventus', 'Creed');
      expect(list.slice(0, 3).sort()).toEqual(['Apex', 'Hacivat', 'Orion']);
      for (const name of ['Mitsouko', 'Magie Noire', 'Femme']) expect(list).not.toContain(name);
    });

    it('N°5: the aldehydic florals, Arpège first', () => {
      const found = similarPerfumes(index, perfume('N°5', 'Chanel').id, { limit: 5 })!;
      expect(found[0]!.perfume.name).toBe('Arpège');
      for (const s of found) expect(s.recoType).toBe('hero');
    });

    it('Opium: Cinnabar and Youth-Dew, its sisters, first', () => {
      expect(similarNames('Opium', 'Yves Saint Laurent').slice(0, 2).sort()).toEqual([
        'Cinnabar',
        'Youth-Dew',
      ]);
    });

    it('agree with an exhaustive scan of the catalog for nearly every perfume', () => {
      let same = 0;
      for (const reference of index.perfumes) {
        const found = similarPerfumes(index, reference.id, { limit: 12 })!.map((s) => s.perfume.id);
        const exhaustive = index.perfumes
          .filter((p) => p !== reference)
          .map((p) => ({ p, score: perfumeSimilarity(index, reference, p) }))
          .sort((a, b) => b.score - a.score || b.p.popularity - a.p.popularity || a.p.id - b.p.id)
          .slice(0, 12)
          .map(({ p }) => p.id);
        if (found.join() === exhaustive.join()) same++;
      }
      expect(same / index.perfumes.length).toBeGreaterThan(0.98);
      // 557 engine calls and as many full scans: many seconds on a slow, busy machine.
    }, 120_000);
  });

  describe('recommendations for a profile', () => {
    const favourites = (...names: [string, string][]) =>
      names.map(([name, brand]) => perfume(name, brand));
    /** For each result, the favourite it is most similar to. */
    const closestFavourite = (profile: IndexedPerfume[]) =>
      recommend(
        index,
        profile.map((p) => p.id),
        {},
        'en',
      )!.map((r) => {
        const scores = profile.map((f) => perfumeSimilarity(index, f, r.perfume));
        return profile[scores.indexOf(Math.max(...scores))]!.name;
      });

    it('cover each favourite of a mixed profile, from the first results on', () => {
      const profile = favourites(['N°5', 'Chanel'], ['Angel', 'Mugler'], ['Sauvage', 'Dior']);
      const closest = closestFavourite(profile);
      expect(closest).toHaveLength(12);
      expect(new Set(closest.slice(0, 3)).size).toBe(3);
      for (const f of profile) {
        expect(closest.filter((name) => name === f.name).length).toBeGreaterThanOrEqual(3);
      }
    });

    it('give a taste shared by two favourites twice the room of a taste of one', () => {
      const profile = favourites(['N°5', 'Chanel'], ['Arpège', 'Lanvin'], ['Sauvage', 'Dior']);
      const sauvage = closestFavourite(profile).filter((name) => name === 'Sauvage').length;
      expect(sauvage).toBe(4);
    });

    it('rank a coherent profile by closeness to the whole of it', () => {
      const profile = favourites(
        ['La Vie est Belle', 'Lancôme'],
        ['Black Opium', 'Yves Saint Laurent'],
        ['Angel', 'Mugler'],
      );
      const found = recommend(
        index,
        profile.map((p) => p.id),
        {},
        'en',
      )!;
      const gourmand = profile[0]!.familyId;
      for (const { perfume: p } of found) {
        expect([p.familyId, p.secondaryFamilyId], p.name).toContain(gourmand);
      }
      const values = found.map((r) => r.recoValue);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(values.at(-1)).toBeGreaterThan(0.6);
    });

    it('vary their reasons with the favourite each result answers', () => {
      const profile = favourites(['N°5', 'Chanel'], ['Angel', 'Mugler'], ['Sauvage', 'Dior']);
      const reasons = recommend(
        index,
        profile.map((p) => p.id),
        {},
        'en',
      )!.map((r) => r.reason);
      expect(new Set(reasons).size).toBeGreaterThanOrEqual(6);
    });

    it('for one favourite, are its similar perfumes, explained in the singular', () => {
      const sauvage = perfume('Sauvage', 'Dior');
      const found = recommend(index, [sauvage.id], {}, 'en')!;
      expect(found.map((r) => r.perfume.id)).toEqual(
        similarPerfumes(index, sauvage.id, { limit: 12 })!.map((s) => s.perfume.id),
      );
      for (const r of found) expect(r.reason).not.toMatch(/favourites/);
    });
  });
});
