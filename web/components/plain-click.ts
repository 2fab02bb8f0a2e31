import type { MouseEvent } from 'react';

/**
 * A plain left click on a link, which the app handles itself; any other (a new tab, a new window,
 * a download) is left to the browser, which then opens the link's address.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
