import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VennPicker, type VennRegion } from '../../components/charts/venn/venn-picker';
import { useFamilies } from '../../lib/api/families';
import { useLanguage } from '../../lib/i18n';
import type { ConceptRegion, RegionMask } from './concept-regions';
import { joinList } from '../../lib/intl-formats';

/** Names joined the way the language lists them: "Fresh, Summer and Sporty". */
export function joinNames(names: readonly string[], lang: string): string {
  return joinList(lang, names);
}

/** A perfume without a known family colour is drawn in the neutral ink. */
const FALLBACK_COLOR = '#6b5d54';

/**
 * The Venn picker of the selected concepts: each region's dots take the colour of the perfume's
 * family, and its button says which concepts it answers and how many perfumes it holds.
 */
export function ConceptVenn({
  selection,
  regions,
  nameOf,
  selectedMask,
  onPress,
  size,
}: {
  selection: readonly number[];
  regions: readonly ConceptRegion[];
  nameOf: (conceptId: number) => string;
  selectedMask: RegionMask | null;
  onPress: (mask: RegionMask) => void;
  size?: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const families = useFamilies();

  const vennRegions = useMemo<VennRegion[]>(() => {
    const colors = new Map((families.data ?? []).map((f) => [f.id, f.color]));
    return regions.map((region) => {
      const names = joinNames(region.concepts.map(nameOf), lang);
      const concepts =
        region.concepts.length < selection.length
          ? t('exploreByConcepts.regionOnly', { concepts: names })
          : names;
      const count = region.perfumes.length;
      const name =
        count === 0
          ? t('exploreByConcepts.regionNone', { concepts })
          : count === 1
            ? t('exploreByConcepts.regionOne', { concepts })
            : t('exploreByConcepts.regionMany', { concepts, count });
      return {
        mask: region.mask,
        name,
        dots: region.perfumes.map((p) => ({
          id: p.id,
          color: colors.get(p.familyId) ?? FALLBACK_COLOR,
        })),
      };
    });
  }, [regions, nameOf, lang, t, families.data, selection.length]);

  return (
    <VennPicker
      sets={selection.map((id) => ({ id, label: nameOf(id) }))}
      regions={vennRegions}
      selectedMask={selectedMask}
      onPress={onPress}
      label={t('exploreByConcepts.vennLabel')}
      size={size}
    />
  );
}
