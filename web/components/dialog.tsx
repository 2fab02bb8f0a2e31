import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import './dialog.css';

// A modal dialog (role=dialog, aria-modal) rendered where it is declared, fixed over the page.
// While it is the top-most dialog: everything outside it is inert (except the notification
// region, whose live text must still be announced and whose link must stay reachable, and what is
// marked `data-above-dialogs`: the cookie banner, which a shared link can open under a dialog and
// which must be answered whatever is open), Tab and Shift+Tab cycle through it and then those
// regions, Escape
// calls onClose, and the page does not scroll. When it goes, focus returns to the element that
// had it when it opened (or to `fallbackFocus`). Dialogs nest: a dialog opened inside another
// makes the outer one inert until it closes.

const openDialogs: HTMLElement[] = [];
const KEEP_REACHABLE = '.notification-region, [data-above-dialogs]';
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside a container, in order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.closest('[hidden], [inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/** Makes every element outside `keep` inert (siblings of it and of each ancestor). */
function inertOutside(keep: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = keep;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.inert || sibling.matches(KEEP_REACHABLE) || sibling.tagName === 'SCRIPT')
        continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return changed;
}

function canFocus(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element !== document.body &&
    element.isConnected &&
    !element.closest('[inert], [hidden]')
  );
}

export interface DialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Escape, the backdrop or a close button: the owner decides what closing means. */
  onClose: () => void;
  /** Focused when the dialog opens; the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (e.g. a dialog opened by a shared link). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** `sheet` fills a phone's screen; `popup` stays a centred box on every screen. */
  variant?: 'sheet' | 'popup';
  className?: string;
  children: ReactNode;
}

export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  fallbackFocus,
  variant = 'popup',
  className,
  children,
}: DialogProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, fallbackFocus, initialFocus });
  useEffect(() => {
    latest.current = { onClose, fallbackFocus, initialFocus };
  });

  useEffect(() => {
    const layer = layerRef.current!;
    const dialog = dialogRef.current!;
    const opener = document.activeElement;
    openDialogs.push(dialog);
    const inerted = inertOutside(layer);
    document.documentElement.classList.add('has-open-dialog');
    (latest.current.initialFocus?.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        const regions = Array.from(document.querySelectorAll<HTMLElement>(KEEP_REACHABLE));
        const items = [dialog, ...regions].flatMap(tabbableElements);
        const first = items[0];
        const last = items.at(-1);
        const active = document.activeElement;
        const inCycle = dialog.contains(active) || regions.some((r) => r.contains(active));
        if (!first || !last) {
          event.preventDefault();
          dialog.focus();
        } else if (!inCycle) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        } else if (!items.includes(active as HTMLElement)) {
          // A title the dialog focused itself is no Tab stop: go to the stop before or after it.
          const after = (item: HTMLElement) =>
            Boolean(active!.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
          const inside = items.filter((item) => dialog.contains(item));
          event.preventDefault();
          if (event.shiftKey) (inside.filter((item) => !after(item)).at(-1) ?? last).focus();
          else (inside.find(after) ?? first).focus();
        } else {
          // Tab moves along the cycle itself: the notification region may sit anywhere in the page.
          event.preventDefault();
          const at = items.indexOf(active as HTMLElement);
          items[(at + (event.shiftKey ? -1 : 1) + items.length) % items.length]!.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      inerted.forEach((element) => (element.inert = false));
      if (openDialogs.length === 0) document.documentElement.classList.remove('has-open-dialog');
      const target = canFocus(opener) ? opener : latest.current.fallbackFocus?.();
      if (canFocus(target ?? null)) target!.focus();
    };
  }, []);

  return (
    <div ref={layerRef} className={`dialog-layer dialog-layer--${variant}`}>
      <div className="dialog-backdrop" aria-hidden="true" onClick={() => onClose()} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`dialog${className ? ` ${className}` : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
