import { useState } from 'react';

/**
 * The similar-perfumes panel and the comparison of a perfume view opened from an explorer whose
 * address keeps only the perfume (ADR 021): local state of the view, forgotten when it closes
 * (explorer-perfume-dialog.tsx mounts it with the view).
 */
export function useLocalSimilar() {
  const [showSimilar, setShowSimilar] = useState(false);
  const [selectedSimilar, setSelectedSimilar] = useState<number | null>(null);
  return {
    showSimilar,
    selectedSimilar,
    onShowSimilar(show: boolean) {
      setShowSimilar(show);
      setSelectedSimilar(null);
    },
    onSelectSimilar(id: number | null) {
      setShowSimilar(true);
      setSelectedSimilar(id);
    },
  };
}
