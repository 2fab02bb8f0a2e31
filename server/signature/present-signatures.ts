import type { FamilyCount, SignatureIngredient } from '../../common/api/signatures';
import type { Language } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { presentFamily, presentIngredient } from '../catalog/present';
import { catalogFrequencies } from './catalog-frequencies';
import { signatureIngredients } from './signature-ingredients';
import { signatureReason, type SignatureOwner } from './signature-reasons';

/** A set's signature ingredients as the API answers them, each with its reason in words. */
export function presentSignatures(
  index: CatalogIndex,
  perfumes: readonly IndexedPerfume[],
  owner: SignatureOwner,
  lang: Language,
): SignatureIngredient[] {
  return signatureIngredients(perfumes, catalogFrequencies(index)).map((signature) => ({
    ingredient: presentIngredient(index, signature.ingredientId, lang),
    count: signature.count,
    total: signature.total,
    lift: Math.round(signature.lift * 100) / 100,
    reason: signatureReason(signature, owner, lang),
  }));
}

/** How many of the perfumes each main family has, most first. */
export function familySpread(
  index: CatalogIndex,
  perfumes: readonly IndexedPerfume[],
  lang: Language,
): FamilyCount[] {
  const counts = new Map<number, number>();
  for (const p of perfumes) counts.set(p.familyId, (counts.get(p.familyId) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id, count]) => ({ family: presentFamily(index, id, lang), count }));
}
