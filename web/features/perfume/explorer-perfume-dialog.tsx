import { PerfumeDialog } from './perfume-dialog';
import { useLocalSimilar } from './local-similar';

/** The steps inside a perfume view: its similar-perfumes panel and the comparison it opens. */
export interface SimilarSteps {
  showSimilar: boolean;
  selectedSimilar: number | null;
}

/**
 * Where a screen keeps those steps. `address`: in its own address (explore by name, by families),
 * so back and forward walk through them; `go` writes them, `href` is the address they make.
 * `view`: in the view itself (ADR 021), forgotten when it closes; `href` is the address a similar
 * perfume's link opens in a new tab.
 */
export type SimilarKeeping =
  | {
      in: 'address';
      steps: SimilarSteps;
      go: (steps: SimilarSteps) => void;
      href: (steps: SimilarSteps) => string;
    }
  | { in: 'view'; href: (similarId: number) => string };

export interface ExplorerPerfumeDialogProps {
  /** The perfume shown; null shows nothing. */
  perfumeId: number | null;
  similar: SimilarKeeping;
  onClose: () => void;
  /**
   * Where focus goes on close when the button that opened the view is gone (a shared link), after
   * the perfume's card in the list if the list shows it.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Why the perfume is recommended, when a recommendation opened it. */
  reason?: string;
}

/**
 * The perfume view as every screen opens it: one wiring of the dialog, its similar perfumes and
 * the comparison, whichever place keeps their steps. Keyed by the perfume, so another perfume
 * opens on its own details.
 */
export function ExplorerPerfumeDialog({ perfumeId, similar, ...rest }: ExplorerPerfumeDialogProps) {
  if (perfumeId === null) return null;
  return similar.in === 'address' ? (
    <AddressedPerfumeDialog key={perfumeId} perfumeId={perfumeId} similar={similar} {...rest} />
  ) : (
    <LocalPerfumeDialog key={perfumeId} perfumeId={perfumeId} similar={similar} {...rest} />
  );
}

type Opened = Omit<ExplorerPerfumeDialogProps, 'perfumeId' | 'similar'> & { perfumeId: number };

function cardOrFallback(perfumeId: number, returnFocus: Opened['returnFocus']) {
  return () =>
    document.querySelector<HTMLElement>(`[data-perfume-id="${perfumeId}"]`) ?? returnFocus?.();
}

function AddressedPerfumeDialog({
  perfumeId,
  similar,
  onClose,
  returnFocus,
  reason,
}: Opened & { similar: Extract<SimilarKeeping, { in: 'address' }> }) {
  const { steps, go, href } = similar;
  return (
    <PerfumeDialog
      perfumeId={perfumeId}
      reason={reason}
      showSimilar={steps.showSimilar}
      selectedSimilar={steps.selectedSimilar}
      onClose={onClose}
      onShowSimilar={(show) => go({ showSimilar: show, selectedSimilar: null })}
      onSelectSimilar={(id) => go({ showSimilar: true, selectedSimilar: id })}
      similarHref={(id) => href({ showSimilar: true, selectedSimilar: id })}
      fallbackFocus={cardOrFallback(perfumeId, returnFocus)}
    />
  );
}

function LocalPerfumeDialog({
  perfumeId,
  similar,
  onClose,
  returnFocus,
  reason,
}: Opened & { similar: Extract<SimilarKeeping, { in: 'view' }> }) {
  const steps = useLocalSimilar();
  return (
    <PerfumeDialog
      perfumeId={perfumeId}
      reason={reason}
      showSimilar={steps.showSimilar}
      selectedSimilar={steps.selectedSimilar}
      onClose={onClose}
      onShowSimilar={steps.onShowSimilar}
      onSelectSimilar={steps.onSelectSimilar}
      similarHref={similar.href}
      fallbackFocus={cardOrFallback(perfumeId, returnFocus)}
    />
  );
}
