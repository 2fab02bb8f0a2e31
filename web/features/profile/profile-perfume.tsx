import { useState } from 'react';
import { appRoutes } from '../../../common/app-routes';
import { PerfumeDialog } from '../perfume/perfume-dialog';

/** A favourite opened from the profile: the full perfume view, similar perfumes one click away. */
export function ProfilePerfume({
  perfumeId,
  reason,
  onClose,
}: {
  perfumeId: number;
  reason?: string;
  onClose: () => void;
}) {
  const [showSimilar, setShowSimilar] = useState(false);
  const [selectedSimilar, setSelectedSimilar] = useState<number | null>(null);
  return (
    <PerfumeDialog
      perfumeId={perfumeId}
      reason={reason}
      showSimilar={showSimilar}
      selectedSimilar={selectedSimilar}
      onClose={onClose}
      onShowSimilar={setShowSimilar}
      onSelectSimilar={setSelectedSimilar}
      similarHref={(id) =>
        `${appRoutes.exploreByName}?selection=${perfumeId}&showSimilar=true&selectedSimilar=${id}`
      }
    />
  );
}
