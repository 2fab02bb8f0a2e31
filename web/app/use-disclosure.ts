import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/close state of a disclosure menu (explore dropdown, burger). It closes on navigation, on
 * Escape (focus goes back to the toggle button), on a click outside and when focus leaves it.
 * Nothing is trapped: Tab moves on through the page as usual.
 */
export function useDisclosure() {
  const location = useLocation();
  // Open "at" a location: navigating anywhere else closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    setOpenAt((current) => (current === location.key ? null : location.key));
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return { open, toggle, close, containerRef, buttonRef };
}
