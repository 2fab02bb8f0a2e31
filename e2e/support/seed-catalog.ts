import fs from 'node:fs';
import path from 'node:path';

// The seed catalog as the server loads it (catalog/brands/*.json), for specs that say how many
// perfumes a screen should show: the catalog grows, and a spec that pinned today's count broke at
// each new batch. A spec counts what the catalog holds and checks the screen says the same.

interface SeedPerfume {
  name: string;
  gender: 'FU' | 'MU' | 'U';
  familyId: number;
  secondaryFamilyId?: number | null;
}
interface SeedBrand {
  key: string;
  name: string;
  perfumes: SeedPerfume[];
}
export interface CountedPerfume extends SeedPerfume {
  brand: string;
}

const brandsFolder = path.join('catalog', 'brands');

export const seedPerfumes: readonly CountedPerfume[] = fs
  .readdirSync(brandsFolder)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const brand = JSON.parse(fs.readFileSync(path.join(brandsFolder, file), 'utf8')) as SeedBrand;
    return brand.perfumes.map((perfume) => ({ ...perfume, brand: brand.name }));
  });

/** How many seed perfumes pass every given test. */
export const countSeed = (...tests: ((perfume: CountedPerfume) => boolean)[]) =>
  seedPerfumes.filter((perfume) => tests.every((passes) => passes(perfume))).length;

export const ofFamily = (id: number) => (p: CountedPerfume) => p.familyId === id;
export const withTouchOf = (id: number) => (p: CountedPerfume) => p.secondaryFamilyId === id;
export const ofGender = (gender: CountedPerfume['gender']) => (p: CountedPerfume) =>
  p.gender === gender;
export const ofBrand = (name: string) => (p: CountedPerfume) => p.brand === name;
