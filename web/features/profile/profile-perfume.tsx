import { appRoutes } from '../../../common/app-routes';
import { ExplorerPerfumeDialog } from '../perfume/explorer-perfume-dialog';

/**
 * A favourite or a recommendation opened from the profile: the full perfume view, similar perfumes
 * one click away; a similar perfume's link opens the comparison in explore by name, which keeps it
 * in its address.
 */
export function ProfilePerfume({
  perfumeId,
  reason,
  onClose,
}: {
  perfumeId: number | null;
  reason?: string;
  onClose: () => void;
}) {
  return (
    <ExplorerPerfumeDialog
      perfumeId={perfumeId}
      reason={reason}
      similar={{
        in: 'view',
        href: (id) =>
          `${appRoutes.exploreByName}?selection=${perfumeId}&showSimilar=true&selectedSimilar=${id}`,
      }}
      onClose={onClose}
    />
  );
}
