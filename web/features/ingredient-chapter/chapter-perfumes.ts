import { useQuery } from '@tanstack/react-query';
import type { Perfume } from '../../../common/api/catalog';
import type { ChapterPerfume, IngredientInfo } from '../../../common/api/ingredients';
import { CHAPTER_RELATED_PERFUMES } from '../../../common/domain/constants';
import type { Language } from '../../../common/domain/languages';
import { perfumeOptions } from '../../lib/api/perfume';
import { perfumeSummaryOf } from '../../lib/perfume-summary';
import { useLanguage } from '../../lib/i18n';
import { formatPercent } from '../../lib/intl-formats';

// The perfumes a chapter lists (docs/decisions/030-what-a-visitor-noticed.md): the ingredient's
// up to 8 perfumes, where it weighs most first, each with the ingredient's share of it. The
// perfume the visitor came from (selectedPerfume) is marked; when it is not among the 8, it leads
// the list in place of the last one, so the visitor finds it where they expect it.

/** "43 %", "6.5 %": a share in percent as the visitor's language writes it. */
export function formatShare(share: number, lang: string): string {
  return formatPercent(lang, share / 100, share < 10 ? 1 : 0);
}

/** The ingredient's share of a perfume, as the quad and the API count it (percent, 1 decimal). */
export function shareOf(perfume: Pick<Perfume, 'ingredientProportions'>, ingredientId: number) {
  const kept = perfume.ingredientProportions.filter((p) => p.proportion > 0);
  const total = kept.reduce((sum, p) => sum + p.proportion, 0);
  const own = kept
    .filter((p) => p.ingredient.id === ingredientId)
    .reduce((sum, p) => sum + p.proportion, 0);
  return total > 0 ? Math.round((own / total) * 1000) / 10 : 0;
}

/** A perfume as a chapter lists it, or null when it does not hold the ingredient. */
export function asChapterPerfume(perfume: Perfume, ingredientId: number): ChapterPerfume | null {
  const share = shareOf(perfume, ingredientId);
  if (share === 0) return null;
  return { ...perfumeSummaryOf(perfume), share };
}

/**
 * The perfume the visitor came from, when the chapter's list does not hold it: fetched quietly
 * (the perfume view usually has it cached already), null until then or when it lacks the
 * ingredient.
 */
export function useCameFromPerfume(
  info: IngredientInfo,
  selectedPerfume: number | null,
): ChapterPerfume | null {
  const lang: Language = useLanguage();
  const listed =
    selectedPerfume === null || info.perfumes.some((perfume) => perfume.id === selectedPerfume);
  const perfume = useQuery({
    ...perfumeOptions(lang, listed ? null : selectedPerfume),
    meta: { silent: true },
  });
  return perfume.data ? asChapterPerfume(perfume.data, info.id) : null;
}

/** The list to show: the chapter's perfumes, led by the one the visitor came from if missing. */
export function chapterPerfumes(
  info: Pick<IngredientInfo, 'perfumes'>,
  selectedPerfume: number | null,
  cameFrom: ChapterPerfume | null,
): ChapterPerfume[] {
  if (
    selectedPerfume === null ||
    cameFrom === null ||
    cameFrom.id !== selectedPerfume ||
    info.perfumes.some((perfume) => perfume.id === selectedPerfume)
  ) {
    return info.perfumes;
  }
  return [cameFrom, ...info.perfumes.slice(0, CHAPTER_RELATED_PERFUMES - 1)];
}

/**
 * Whether the ingredient is the signature of every perfume listed (said once, above the list),
 * of some of them (a star on theirs), or of none.
 */
export function signatureMarks(
  perfumes: readonly Pick<ChapterPerfume, 'heroIngredient'>[],
  ingredientId: number,
): 'all' | 'some' | 'none' {
  const signature = perfumes.filter((perfume) => perfume.heroIngredient.id === ingredientId);
  if (signature.length === 0) return 'none';
  return perfumes.length > 1 && signature.length === perfumes.length ? 'all' : 'some';
}
