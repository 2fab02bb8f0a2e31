import type { MouseEvent } from 'react';

/**
 * Whether a click on a chart's link is one the page handles itself: the main button, no modifier
 * (a modified click opens a new tab or window, or saves the link, as the browser does), and no
 * handler before it took it. The same test as the router's own links, so that a chart's links
 * behave as every other link of the site while the chart knows no router.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}
