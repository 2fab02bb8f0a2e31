// Responsive scaling variables (spec section 9, "Responsive scaling", and "responsive base ratio
// 1280/375 for mobile" under the families explorer). The visualisations size themselves with these
// ratios, read from CSS as var(--width-ratio), var(--height-ratio) and var(--font-ratio).
//
// Desktop (innerWidth >= 768), base 1280 × 720:
//   widthRatio  = innerWidth / 1280
//   heightRatio = innerHeight / 720
// Mobile (innerWidth < 768), base width 375 (the 1280/375 responsive base ratio):
//   widthRatio  = innerWidth / 375
//   heightRatio = (720 / 667) × (innerWidth / innerHeight)
//     "on mobile the vertical ratio is 720/667 times the measured width/height ratio": 667 is the
//     height of the 375-wide reference phone, so a 375 × 667 screen has the desktop height base.
// Wide screens (innerWidth > 1440): both ratios × 0.8.
// fontRatio = 1.4 on mobile, 1 otherwise.

export const MOBILE_BREAKPOINT = 768;
export const DESKTOP_BASE_WIDTH = 1280;
export const DESKTOP_BASE_HEIGHT = 720;
export const MOBILE_BASE_WIDTH = 375;
export const MOBILE_BASE_HEIGHT = 667;
export const WIDE_SCREEN_WIDTH = 1440;
export const WIDE_SCREEN_FACTOR = 0.8;
export const MOBILE_FONT_RATIO = 1.4;

export interface Viewport {
  innerWidth: number;
  innerHeight: number;
}

export interface Scaling {
  mobile: boolean;
  widthRatio: number;
  heightRatio: number;
  fontRatio: number;
}

export function isMobileWidth(innerWidth: number): boolean {
  return innerWidth < MOBILE_BREAKPOINT;
}

export function computeScaling({ innerWidth, innerHeight }: Viewport): Scaling {
  const mobile = isMobileWidth(innerWidth);
  let widthRatio: number;
  let heightRatio: number;
  if (mobile) {
    widthRatio = innerWidth / MOBILE_BASE_WIDTH;
    heightRatio = (DESKTOP_BASE_HEIGHT / MOBILE_BASE_HEIGHT) * (innerWidth / innerHeight);
  } else {
    widthRatio = innerWidth / DESKTOP_BASE_WIDTH;
    heightRatio = innerHeight / DESKTOP_BASE_HEIGHT;
  }
  if (innerWidth > WIDE_SCREEN_WIDTH) {
    widthRatio *= WIDE_SCREEN_FACTOR;
    heightRatio *= WIDE_SCREEN_FACTOR;
  }
  return { mobile, widthRatio, heightRatio, fontRatio: mobile ? MOBILE_FONT_RATIO : 1 };
}

/** Writes the ratios as --width-ratio, --height-ratio and --font-ratio on an element. */
export function applyScaling(element: HTMLElement, scaling: Scaling): void {
  element.style.setProperty('--width-ratio', String(scaling.widthRatio));
  element.style.setProperty('--height-ratio', String(scaling.heightRatio));
  element.style.setProperty('--font-ratio', String(scaling.fontRatio));
}

/**
 * Keeps the variables of document.documentElement up to date on resize and orientation change
 * (at most once per animation frame). Returns a function that stops listening.
 */
export function installScaling(win: Window = window): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    applyScaling(win.document.documentElement, computeScaling(win));
  };
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(update);
  };
  update();
  win.addEventListener('resize', schedule);
  win.addEventListener('orientationchange', schedule);
  return () => {
    win.removeEventListener('resize', schedule);
    win.removeEventListener('orientationchange', schedule);
    if (frame !== 0) win.cancelAnimationFrame(frame);
  };
}
