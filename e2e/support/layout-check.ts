import type { Page } from '@playwright/test';

// The layout check's measuring (docs/decisions/039-layout-check.md): what a visitor would see as
// broken, found in the page as it is drawn. `inspectLayout` runs inside the page, in one
// page.evaluate, so it is written without imports and without anything from this module's scope.

export type Rule = 'clipped' | 'overlap' | 'covered' | 'bar' | 'sideways';

export interface FoundElement {
  /** A short selector: the element's tag and first class, after its parent's. */
  selector: string;
  /** What it says (its text, label or value), shortened. */
  text: string;
}

export interface Finding {
  rule: Rule;
  /** What is wrong, in a few words. */
  detail: string;
  elements: FoundElement[];
}

export interface LayoutCheckOptions {
  /** Pixels a box may pass another's edge before it counts: anti-aliasing and rounding. */
  tolerance: number;
  /** Left out of every rule (selectors matched with `closest`); each is listed with its reason. */
  ignore: readonly string[];
  /**
   * Transparent text standing in for text painted on a canvas, measured as if it were drawn,
   * except where it ignores the pointer (it is then drawn faded, behind the rest).
   */
  paintedText: readonly string[];
  /** Fixed bars that may lie over the page's content (they are answered or closed). */
  barsMayCover: readonly string[];
  /** Controls that must stay usable even while a dialog makes the rest of the page inert. */
  alwaysReachable: readonly string[];
}

/** Runs every rule on the page as it stands; the page's scroll positions are put back after. */
export function checkLayout(page: Page, options: LayoutCheckOptions): Promise<Finding[]> {
  return page.evaluate(inspectLayout, options);
}

/** The measuring itself, run in the page. */
async function inspectLayout(options: LayoutCheckOptions): Promise<Finding[]> {
  const tol = options.tolerance;
  const findings: Finding[] = [];
  const root = document.documentElement;
  const viewWidth = root.clientWidth;
  const viewHeight = window.innerHeight;

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };

  // Scroll positions changed while measuring, put back at the end.
  const scrolled = new Map<Element, [number, number]>();
  const remember = (element: Element) => {
    if (!scrolled.has(element)) scrolled.set(element, [element.scrollLeft, element.scrollTop]);
  };
  remember(document.scrollingElement ?? root);
  // Content the browser skips while off screen (content-visibility: auto) has no hit-testing
  // until a frame renders it: it is rendered for the measuring, as it is once scrolled to.
  const skipped = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
    (element) => getComputedStyle(element).contentVisibility === 'auto',
  );
  for (const element of skipped) element.style.contentVisibility = 'visible';
  const scrollWindowTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

  const matchesAny = (element: Element, selectors: readonly string[]) =>
    selectors.some((selector) => element.closest(selector) !== null);
  const ignored = (element: Element) => matchesAny(element, options.ignore);
  const painted = (element: Element) => matchesAny(element, options.paintedText);

  function describe(element: Element): FoundElement {
    const part = (node: Element) => {
      const name = node.tagName.toLowerCase();
      const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
      return cls ? `${name}.${cls}` : name;
    };
    const parent = element.parentElement;
    const selector =
      parent && parent !== document.body ? `${part(parent)} > ${part(element)}` : part(element);
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.value || element.placeholder : '') ??
      '';
    const raw = (label || (element as HTMLElement).innerText || element.textContent || '').trim();
    const text = raw.replace(/\s+/g, ' ');
    return { selector, text: text.length > 48 ? `${text.slice(0, 47)}…` : text };
  }

  function visible(element: Element): boolean {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    // Painted text is transparent on purpose: only whether it is displayed counts.
    const opacity = !painted(element);
    if (!element.checkVisibility({ opacityProperty: opacity, visibilityProperty: true })) {
      return false;
    }
    if (painted(element) && style(element).pointerEvents === 'none') return false;
    // Visually hidden for screen readers: a box of one pixel or less that clips its content.
    for (let node: Element | null = element; node && node !== document.body;) {
      const nodeBox = node.getBoundingClientRect();
      if ((nodeBox.width <= 1 || nodeBox.height <= 1) && style(node).overflow !== 'visible') {
        return false;
      }
      node = node.parentElement;
    }
    // Wholly off the page (a skip link waiting for focus).
    if (box.right <= 0 || box.bottom <= -window.scrollY || box.left >= root.scrollWidth) {
      return false;
    }
    return true;
  }

  const inert = (element: Element) => element.closest('[inert]') !== null;
  const frames = async (count: number) => {
    for (let i = 0; i < count; i++) await new Promise((done) => requestAnimationFrame(done));
  };
  /**
   * Whether an element lies in a bar (a fixed or sticky box smaller than half the window): the
   * content a page scrolls passes under its bars, which the bar rule looks at.
   */
  const inBar = (element: Element) => {
    for (
      let node: Element | null = element;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const position = style(node).position;
      if (position === 'fixed' || position === 'sticky') {
        const box = node.getBoundingClientRect();
        return box.width * box.height < viewWidth * viewHeight * 0.5;
      }
    }
    return false;
  };
  const intersects = (a: Box, b: Box, by = tol) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > by &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > by;
  const alpha = (color: string) => {
    if (color === 'transparent') return 0;
    const match = /rgba?\(([^)]+)\)/.exec(color);
    if (!match) return 1;
    const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
    return parts.length >= 4 ? Number(parts[3]) : 1;
  };
  /** Whether the element paints a surface that hides what lies under it. */
  const opaque = (element: Element) => {
    const s = style(element);
    return (
      alpha(s.backgroundColor) >= 0.9 ||
      element instanceof HTMLImageElement ||
      element instanceof HTMLVideoElement
    );
  };
  /** Whether the element draws a box of its own: a card, a panel, a chip, a button. */
  const drawsBox = (element: Element) => {
    const s = style(element);
    if (s.display === 'inline' || s.display === 'contents') return false;
    return (
      alpha(s.backgroundColor) > 0.05 ||
      s.backgroundImage !== 'none' ||
      (parseFloat(s.borderTopWidth) > 0 &&
        parseFloat(s.borderBottomWidth) > 0 &&
        alpha(s.borderTopColor) > 0.05) ||
      s.boxShadow !== 'none'
    );
  };

  // ---- The text of the page: elements with text of their own, and where it is drawn. ----
  interface TextItem {
    element: Element;
    lines: Box[];
  }
  const textItems: TextItem[] = [];
  const owners = new Map<Element, Text[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.trim()) continue;
    const parent = text.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, title, option, textarea')) {
      continue;
    }
    const list = owners.get(parent);
    if (list) list.push(text);
    else owners.set(parent, [text]);
  }
  const range = document.createRange();
  /**
   * Where an element's own text is drawn, line by line. A line box is taller than its letters
   * (the font's ascent and descent): a fifth of its height is taken off above and below, so
   * that tight line heights do not count as overlaps or clipping.
   */
  function textLines(element: Element): Box[] {
    const lines: Box[] = [];
    for (const text of owners.get(element) ?? []) {
      range.selectNodeContents(text);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 1 || rect.height < 1) continue;
        const inset = rect.height * 0.2;
        lines.push({
          left: rect.left,
          right: rect.right,
          top: rect.top + inset,
          bottom: rect.bottom - inset,
        });
      }
    }
    return lines;
  }
  function collectText() {
    textItems.length = 0;
    for (const element of owners.keys()) {
      if (ignored(element) || inert(element) || !visible(element)) continue;
      const lines = textLines(element);
      if (lines.length > 0) textItems.push({ element, lines });
    }
  }
  collectText();

  // ---- Rule: the page scrolls sideways. ----
  if (root.scrollWidth > viewWidth + tol) {
    const wide: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      const parentBox = element.parentElement?.getBoundingClientRect();
      if (box.right > viewWidth + tol && parentBox && parentBox.right <= viewWidth + tol) {
        if (!ignored(element)) wide.push(element);
      }
      if (wide.length >= 3) break;
    }
    findings.push({
      rule: 'sideways',
      detail: `the page is ${root.scrollWidth} px wide in a ${viewWidth} px window`,
      elements: wide.map(describe),
    });
  }

  // ---- Rule: text clipped by a box that hides its overflow, or spilling out of its box. ----
  const clipKinds = new Set(['hidden', 'clip']);
  const scrollKinds = new Set(['auto', 'scroll']);
  for (const { element, lines } of textItems) {
    // Painted words are checked against the boxes that clip them, not against a card.
    let cardChecked = painted(element);
    let clipX = true;
    let clipY = true;
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const s = style(node);
      const box = node.getBoundingClientRect();
      const inner: Box = {
        left: box.left + node.clientLeft,
        top: box.top + node.clientTop,
        right: box.left + node.clientLeft + node.clientWidth,
        bottom: box.top + node.clientTop + node.clientHeight,
      };
      const outX = lines.some((l) => l.left < inner.left - tol || l.right > inner.right + tol);
      const outY = lines.some((l) => l.top < inner.top - tol || l.bottom > inner.bottom + tol);
      if (node !== document.body) {
        if (
          (clipX && clipKinds.has(s.overflowX) && outX) ||
          (clipY && clipKinds.has(s.overflowY) && outY)
        ) {
          findings.push({
            rule: 'clipped',
            detail:
              node === element
                ? 'its text is cut by its own box'
                : 'its text is cut by a box around it',
            elements: node === element ? [describe(element)] : [describe(element), describe(node)],
          });
          break;
        }
        if (
          !cardChecked &&
          !scrollKinds.has(s.overflowX) &&
          !scrollKinds.has(s.overflowY) &&
          drawsBox(node) &&
          box.width * box.height < viewWidth * viewHeight * 0.9
        ) {
          cardChecked = true;
          const outside = lines.some(
            (l) =>
              l.left < box.left - tol ||
              l.right > box.right + tol ||
              l.top < box.top - tol ||
              l.bottom > box.bottom + tol,
          );
          if (outside) {
            findings.push({
              rule: 'clipped',
              detail: 'its text runs out of the box it is drawn in',
              elements:
                node === element ? [describe(element)] : [describe(element), describe(node)],
            });
            break;
          }
        }
      }
      // Text in a scrolling box can be scrolled to: its outer boxes do not cut it on that axis,
      // and the card around a scrolling box does not hold all its text at once.
      if (scrollKinds.has(s.overflowX)) clipX = false;
      if (scrollKinds.has(s.overflowY)) clipY = false;
      if (scrollKinds.has(s.overflowX) || scrollKinds.has(s.overflowY)) cardChecked = true;
      // A fixed box is placed against the window, out of its ancestors' clipping.
      if (s.position === 'fixed') break;
    }
    // The window's edges cut text that reaches past them sideways (wholly outside is hidden).
    if (clipX) {
      const cut = lines.some(
        (l) => (l.left < -tol && l.right > 0) || (l.right > viewWidth + tol && l.left < viewWidth),
      );
      if (cut) {
        findings.push({
          rule: 'clipped',
          detail: "its text is cut by the window's edge",
          elements: [describe(element)],
        });
      }
    }
  }

  // ---- Rule: two texts drawn over each other, or over a small control or icon. ----
  const graphics = Array.from(
    document.body.querySelectorAll('input[type="radio"], input[type="checkbox"], svg, img'),
  ).filter((element) => {
    if (ignored(element) || inert(element) || !visible(element)) return false;
    if (element.parentElement?.closest('svg')) return false;
    const box = element.getBoundingClientRect();
    return box.width <= 48 && box.height <= 48;
  });
  interface Line extends Box {
    owner: Element;
  }
  const allLines: Line[] = [];
  for (const { element, lines } of textItems) {
    for (const line of lines) allLines.push({ ...line, owner: element });
  }
  for (const element of graphics) {
    const box = element.getBoundingClientRect();
    allLines.push({
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      owner: element,
    });
  }
  allLines.sort((a, b) => a.top - b.top);
  const pairs = new Map<string, [Element, Element]>();
  const ids = new Map<Element, number>();
  const idOf = (element: Element) => {
    let id = ids.get(element);
    if (id === undefined) {
      id = ids.size;
      ids.set(element, id);
    }
    return id;
  };
  const isGraphic = (element: Element) => !owners.has(element);
  for (let i = 0; i < allLines.length; i++) {
    const a = allLines[i]!;
    for (let j = i + 1; j < allLines.length && allLines[j]!.top < a.bottom - tol; j++) {
      const b = allLines[j]!;
      if (a.owner === b.owner || !intersects(a, b, 2)) continue;
      // An icon is drawn with its own control's text (inside the same button or label).
      if (isGraphic(a.owner) || isGraphic(b.owner)) {
        if (isGraphic(a.owner) && isGraphic(b.owner)) continue;
        if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
      }
      const key = [idOf(a.owner), idOf(b.owner)].sort((x, y) => x - y).join(':');
      if (!pairs.has(key)) pairs.set(key, [a.owner, b.owner]);
    }
  }
  /** Whether both are seen where they meet: nothing opaque lies between them. */
  function bothSeen(a: Element, b: Element): boolean {
    const boxA = a.getBoundingClientRect();
    const boxB = b.getBoundingClientRect();
    const x = (Math.max(boxA.left, boxB.left) + Math.min(boxA.right, boxB.right)) / 2;
    const y = (Math.max(boxA.top, boxB.top) + Math.min(boxA.bottom, boxB.bottom)) / 2;
    if (y < 0 || y > viewHeight) {
      scrollWindowTo(window.scrollY + y - viewHeight / 2);
      const again = [a.getBoundingClientRect(), b.getBoundingClientRect()];
      // The overlap came from the scroll position (a fixed box): the bar rule looks at those.
      if (!intersects(again[0]!, again[1]!, 2)) return false;
      return bothSeen(a, b);
    }
    // Cut off by a scrolling or clipping box (a dialog's body, a results panel): not seen there.
    for (const element of [a, b]) {
      const area = visibleArea(element);
      if (x < area.left || x > area.right || y < area.top || y > area.bottom) return false;
    }
    const stack = document.elementsFromPoint(x, y);
    const indexA = stack.indexOf(a);
    const indexB = stack.indexOf(b);
    if (indexA < 0 || indexB < 0) return true;
    const [upper, lower] = indexA < indexB ? [indexA, indexB] : [indexB, indexA];
    const under = stack[lower]!;
    for (let k = upper + 1; k < lower; k++) {
      const layer = stack[k]!;
      if (!layer.contains(under) && opaque(layer)) return false;
    }
    return true;
  }
  for (const [a, b] of pairs.values()) {
    if (!bothSeen(a, b)) continue;
    findings.push({
      rule: 'overlap',
      detail:
        isGraphic(a) || isGraphic(b)
          ? 'text drawn over a control or icon'
          : 'two texts drawn over each other',
      elements: [describe(a), describe(b)],
    });
  }
  scrollWindowTo(0);

  // ---- Rule: a control covered by something else at its centre. ----
  const controlSelector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="radio"]',
    '[role="option"]',
    '[role="menuitem"]',
  ].join(',');
  const controls = Array.from(document.body.querySelectorAll(controlSelector)).filter(
    (element) =>
      !ignored(element) &&
      (!inert(element) || matchesAny(element, options.alwaysReachable)) &&
      visible(element),
  );
  /** The boxes that cut what an element shows (its clipping and scrolling ancestors). */
  function visibleArea(element: Element): Box {
    const area: Box = { left: 0, top: 0, right: viewWidth, bottom: viewHeight };
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const s = style(node);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const box = node.getBoundingClientRect();
        area.left = Math.max(area.left, box.left);
        area.top = Math.max(area.top, box.top);
        area.right = Math.min(area.right, box.right);
        area.bottom = Math.min(area.bottom, box.bottom);
      }
      if (s.position === 'fixed') break;
    }
    return area;
  }
  function centreIfSeen(element: Element): [number, number] | null {
    // A link broken over two lines: the centre of its first line, not the gap between them.
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const area = visibleArea(element);
    return x > area.left && x < area.right && y > area.top && y < area.bottom ? [x, y] : null;
  }
  function coveredBy(element: Element, x: number, y: number): Element | null {
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === element || element.contains(hit)) return null;
    // A control whose pointer events go to its box (a disabled look, an icon inside it).
    if (hit.contains(element) && style(element).pointerEvents === 'none') return null;
    // A native box drawn by its label.
    const label = hit.closest('label');
    if (label && (label.control === element || label.contains(element))) return null;
    // The banner and the notice lie over the page until answered or closed (see barsMayCover).
    if (matchesAny(hit, options.barsMayCover) && !matchesAny(element, options.barsMayCover)) {
      return null;
    }
    if (inBar(hit) && !inBar(element)) return null;
    return hit;
  }
  for (const element of controls) {
    let centre = centreIfSeen(element);
    if (!centre) {
      for (let node = element.parentElement; node; node = node.parentElement) remember(node);
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      centre = centreIfSeen(element);
    }
    // Cut away by a box that hides its overflow: the clipping rule speaks of its text.
    if (!centre) continue;
    const cover = coveredBy(element, centre[0], centre[1]);
    if (cover) {
      findings.push({
        rule: 'covered',
        detail: 'a control is covered at its centre',
        elements: [describe(element), describe(cover)],
      });
    }
  }

  // ---- Rule: text hidden under another box (a card, a button, an icon) drawn over it. ----
  /** Whether `cover`, met over `text`, paints something that hides it. */
  function hides(cover: Element, text: Element): boolean {
    for (
      let node: Element | null = cover;
      node && !node.contains(text);
      node = node.parentElement
    ) {
      if (opaque(node) || node instanceof SVGSVGElement || node instanceof HTMLCanvasElement) {
        return true;
      }
    }
    return false;
  }
  for (const { element } of textItems) {
    if (painted(element)) continue;
    const seen = (lines: Box[]) => {
      const area = visibleArea(element);
      return lines.filter((l) => {
        const x = (l.left + l.right) / 2;
        const y = (l.top + l.bottom) / 2;
        return x > area.left && x < area.right && y > area.top && y < area.bottom;
      });
    };
    let lines = seen(textLines(element));
    if (lines.length === 0) {
      for (let node = element.parentElement; node; node = node.parentElement) remember(node);
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      lines = seen(textLines(element));
    }
    for (const line of lines.slice(0, 4)) {
      const hit = document.elementFromPoint(
        (line.left + line.right) / 2,
        (line.top + line.bottom) / 2,
      );
      if (!hit || element.contains(hit) || hit.contains(element)) continue;
      if (matchesAny(hit, options.barsMayCover) && !matchesAny(element, options.barsMayCover)) {
        continue;
      }
      if ((inBar(hit) && !inBar(element)) || !hides(hit, element)) continue;
      findings.push({
        rule: 'covered',
        detail: 'text hidden under another box',
        elements: [describe(element), describe(hit)],
      });
      break;
    }
  }

  // The bars are looked at from the page's own scroll positions.
  function restoreScrolling() {
    for (const [element, [left, top]] of scrolled) {
      element.scrollTo({ left, top, behavior: 'instant' });
    }
  }
  restoreScrolling();

  // ---- Rule: sticky and fixed bars over each other or over the content. ----
  const maxScroll = Math.max(0, root.scrollHeight - viewHeight);
  // The top, the middle (scrolled down: bars that answer the direction have answered) and the end.
  const positions = maxScroll > 0 ? [0, 0.5, 1].map((f) => Math.round(f * maxScroll)) : [0];
  const barCandidates = Array.from(document.body.querySelectorAll('*')).filter((element) => {
    const position = style(element).position;
    return (position === 'fixed' || position === 'sticky') && !ignored(element) && !inert(element);
  });
  /**
   * Whether a bar is held in place (fixed, or sticky and stuck). A stuck bar is at its offset
   * before any transform: one moved away by a transform (tucked under the header as the page
   * scrolls down) is still stuck, and where it is drawn is what the visitor sees.
   */
  const stuck = (element: Element, box: DOMRect) => {
    const s = style(element);
    if (s.position === 'fixed') return true;
    const shift =
      new DOMMatrixReadOnly(s.transform === 'none' ? undefined : s.transform).m42 +
      (s.translate === 'none' ? 0 : parseFloat(s.translate.split(' ')[1] ?? '0') || 0);
    const top = box.top - shift;
    const bottom = box.bottom - shift;
    if (s.top !== 'auto' && Math.abs(top - parseFloat(s.top)) <= 1) return true;
    return s.bottom !== 'auto' && Math.abs(viewHeight - bottom - parseFloat(s.bottom)) <= 1;
  };
  // A sticky box inside a scrolling panel sticks to the panel, not to the window.
  const sticksToWindow = (element: Element) => {
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const s = style(node);
      if (scrollKinds.has(s.overflowY) || clipKinds.has(s.overflowY)) return false;
    }
    return true;
  };
  const reportedBars = new Set<string>();
  for (const top of positions) {
    scrollWindowTo(top);
    // The page answers the scroll (a bar tucked away as it goes down) in its scroll handlers,
    // then its transitions run.
    await frames(2);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const bars = barCandidates.filter((element) => {
      if (!visible(element) || !sticksToWindow(element)) return false;
      const box = element.getBoundingClientRect();
      // Dialogs, their backdrops and overlays cover the page on purpose.
      return box.width * box.height < viewWidth * viewHeight * 0.5 && stuck(element, box);
    });
    for (let i = 0; i < bars.length; i++) {
      for (let j = i + 1; j < bars.length; j++) {
        const a = bars[i]!;
        const b = bars[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        if (!intersects(a.getBoundingClientRect(), b.getBoundingClientRect())) continue;
        const key = `${idOf(a)}:${idOf(b)}`;
        if (reportedBars.has(key)) continue;
        reportedBars.add(key);
        findings.push({
          rule: 'bar',
          detail: `two bars over each other (scrolled ${top} px)`,
          elements: [describe(a), describe(b)],
        });
      }
    }
    // Content a bar lies over where no scrolling can free it: under a top bar at the top of the
    // page, under a bottom bar at its end.
    const edge = top === 0 ? 'top' : top === maxScroll ? 'bottom' : null;
    if (!edge) continue;
    const lying = bars.filter((bar) => {
      if (matchesAny(bar, options.barsMayCover)) return false;
      const box = bar.getBoundingClientRect();
      const atTop = box.top < viewHeight / 2;
      return maxScroll === 0 || (edge === 'top' ? atTop : !atTop);
    });
    if (lying.length === 0) continue;
    collectText();
    const content: Element[] = [...textItems.map((item) => item.element), ...controls];
    for (const bar of lying) {
      const barBox = bar.getBoundingClientRect();
      for (const element of content) {
        if (bar.contains(element) || element.contains(bar) || !visible(element)) continue;
        // Elements in other bars are the bar-over-bar rule's.
        if (bars.some((other) => other !== bar && other.contains(element))) continue;
        // Only what shows: not what a scrolling panel holds out of its view.
        const area = visibleArea(element);
        const whole = element.getBoundingClientRect();
        const box: Box = {
          left: Math.max(whole.left, area.left),
          top: Math.max(whole.top, area.top),
          right: Math.min(whole.right, area.right),
          bottom: Math.min(whole.bottom, area.bottom),
        };
        if (!intersects(box, barBox)) continue;
        const key = `${idOf(bar)}:${idOf(element)}`;
        if (reportedBars.has(key)) continue;
        reportedBars.add(key);
        findings.push({
          rule: 'bar',
          detail: `a bar lies over content at the ${edge} of the page`,
          elements: [describe(bar), describe(element)],
        });
      }
    }
  }

  restoreScrolling();
  for (const element of skipped) element.style.contentVisibility = '';

  // One line per fault: the same elements found again (another line of text, another scroll
  // position) say nothing new.
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.rule}|${finding.elements.map((e) => `${e.selector}:${e.text}`).join('|')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
