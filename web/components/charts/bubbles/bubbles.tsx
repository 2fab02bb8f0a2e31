import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { select, zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3';
import { TOOLTIP_DELAY_MS } from '../../../../common/domain/constants';
import {
  ANIMATION_MS,
  layoutBubbles,
  lineNodes,
  mobileCharsPerLine,
  wrapWords,
  neighbour,
  NODE_TRANSITION_MS,
  steppedZoom,
  ZOOM_MAX,
  ZOOM_MIN,
  type BubbleFamilyDatum,
  type BubbleLine,
  type BubbleNode,
  type BubblePerfumeDatum,
} from './bubbles-layout';
import './bubbles.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const STEP_ZOOM_MS = 500;
/** Frame units around a bubble that still select it (half the gap between two bubbles). */
const HIT_MARGIN = 5;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** The drawing area's height / width and its width in CSS pixels, followed as it is resized. */
function useAspect(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ aspect: initial, width: 375 });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentRect;
      if (!box || box.width <= 0) return;
      setSize((current) => {
        const aspect = box.height > 0 ? box.height / box.width : current.aspect;
        const width = Math.round(box.width);
        return aspect === current.aspect && width === current.width ? current : { aspect, width };
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

const arrows: Record<string, Parameters<typeof neighbour>[2]> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

interface Tooltip {
  node: BubbleNode;
  left: number;
  top: number;
}

export interface BubblesProps {
  families: readonly BubbleFamilyDatum[];
  selectedFamilyId: number | null;
  selectedSubfamilyId: number | null;
  /** The perfumes of the selected pair, drawn as dots. */
  perfumes: readonly BubblePerfumeDatum[];
  mobile: boolean;
  onSelectFamily: (familyId: number) => void;
  onSelectSubfamily: (familyId: number, subfamilyId: number) => void;
  onOpenPerfume: (perfumeId: number) => void;
}

/**
 * The families bubbles (spec sections 2 and 9): two lines of bubbles to click, zoom (wheel, pinch,
 * buttons, 0.5 to 32) and move (drag). Each line is a toolbar: Tab reaches it once, arrow keys
 * move between its bubbles, Up and Down between lines, Enter or Space selects; each bubble is
 * announced with its name and number of perfumes. Perfume dots show a tooltip after 500 ms of
 * mouse hover and open the perfume on click; the results panel lists them for everyone else.
 * Bubbles glide to new places (1.5 s) unless the visitor asks for reduced motion.
 */
export function Bubbles({
  families,
  selectedFamilyId,
  selectedSubfamilyId,
  perfumes,
  mobile,
  onSelectFamily,
  onSelectSubfamily,
  onOpenPerfume,
}: BubblesProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const { ref: canvasRef, aspect, width } = useAspect(mobile ? 1.3 : 0.5);
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [zoomLevel, setZoomLevel] = useState(1);
  const [active, setActive] = useState<Record<BubbleLine, string | null>>({
    upper: null,
    lower: null,
  });
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  const layout = useMemo(
    () =>
      layoutBubbles({
        families,
        selectedFamilyId,
        selectedSubfamilyId,
        perfumes,
        mobile,
        aspect,
        width,
      }),
    [families, selectedFamilyId, selectedSubfamilyId, perfumes, mobile, aspect, width],
  );
  const upper = lineNodes(layout, 'upper');
  const lower = lineNodes(layout, 'lower');
  const byParent = useMemo(() => {
    const map = new Map<string, BubbleNode[]>();
    for (const node of layout.nodes) {
      if (node.line !== null || node.parent === null) continue;
      const list = map.get(node.parent) ?? [];
      list.push(node);
      map.set(node.parent, list);
    }
    return map;
  }, [layout.nodes]);

  // d3-zoom drives the transform of one group: no React render per frame. A phone's layout is
  // drawn for the finger at its own size: no zoom, and a drag scrolls the page.
  useEffect(() => {
    const svg = svgRef.current;
    const layer = layerRef.current;
    if (!svg || !layer || mobile) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([ZOOM_MIN, ZOOM_MAX])
      .on('zoom', (event: { transform: { k: number; toString(): string } }) => {
        layer.setAttribute('transform', event.transform.toString());
        layer.style.setProperty('--zoom', String(event.transform.k));
      })
      .on('end', (event: { transform: { k: number } }) => setZoomLevel(event.transform.k));
    zoomRef.current = behaviour;
    select(svg).call(behaviour);
    return () => {
      select(svg).on('.zoom', null);
      zoomRef.current = null;
      layer.removeAttribute('transform');
      layer.style.removeProperty('--zoom');
    };
  }, [mobile]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const animate = (
    duration: number,
    action: (
      behaviour: ZoomBehavior<SVGSVGElement, unknown>,
      target: ReturnType<typeof select<SVGSVGElement, unknown>>,
    ) => void,
  ) => {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    const target = select(svg);
    if (prefersReducedMotion()) action(behaviour, target);
    else action(behaviour, target.transition().duration(duration) as never);
  };

  const zoomBy = (direction: 1 | -1) =>
    animate(STEP_ZOOM_MS, (behaviour, target) => {
      const current = svgRef.current ? zoomTransform(svgRef.current).k : 1;
      behaviour.scaleTo(target, steppedZoom(current, direction));
    });
  const resetZoom = () =>
    animate(ANIMATION_MS, (behaviour, target) => behaviour.transform(target, zoomIdentity));

  /** Brings a focused bubble into view when the zoom has left it outside. */
  const reveal = (node: BubbleNode) => {
    const svg = svgRef.current;
    if (!svg) return;
    const transform = zoomTransform(svg);
    const [x, y] = transform.apply([node.x, node.y]);
    if (x >= 0 && x <= layout.width && y >= 0 && y <= layout.height) return;
    animate(STEP_ZOOM_MS, (behaviour, target) => behaviour.translateTo(target, node.x, node.y));
  };

  const tabStop = (line: BubbleLine, nodes: BubbleNode[]) => {
    const live = nodes.filter((n) => !n.ghost);
    const chosen = active[line];
    if (chosen && live.some((n) => n.key === chosen)) return chosen;
    return (live.find((n) => n.selected) ?? live[0])?.key ?? null;
  };
  const stops = { upper: tabStop('upper', upper), lower: tabStop('lower', lower) };

  const choose = (node: BubbleNode) => {
    if (node.ghost) return;
    if (node.type === 'family') onSelectFamily(node.id);
    else if (node.type === 'subfamily' && selectedFamilyId !== null) {
      onSelectSubfamily(selectedFamilyId, node.id);
    }
  };

  const onKeyDown = (node: BubbleNode, event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(node);
      return;
    }
    const arrow = arrows[event.key];
    if (!arrow) return;
    event.preventDefault();
    const next = neighbour(layout, node.key, arrow);
    if (!next || !next.line) return;
    setActive((current) => ({ ...current, [next.line!]: next.key }));
    svgRef.current?.querySelector<SVGGElement>(`[data-key="${next.key}"]`)?.focus();
  };

  const describe = (node: BubbleNode) =>
    node.ghost
      ? t('exploreByFamilies.chart.empty', { name: node.name })
      : node.count === 1
        ? t('exploreByFamilies.countOne', { name: node.name })
        : t('exploreByFamilies.countMany', { name: node.name, count: node.count });

  const showTooltip = (node: BubbleNode, event: React.PointerEvent) => {
    window.clearTimeout(hoverTimer.current);
    // Desktop hover only: a tap on a phone opens the perfume straight away.
    if (event.pointerType !== 'mouse') return;
    const canvas = canvasRef.current?.getBoundingClientRect();
    const dot = (event.currentTarget as Element).getBoundingClientRect();
    if (!canvas) return;
    const place = {
      left: dot.left + dot.width / 2 - canvas.left,
      top: dot.top - canvas.top,
    };
    hoverTimer.current = window.setTimeout(() => setTooltip({ node, ...place }), TOOLTIP_DELAY_MS);
  };
  const hideTooltip = () => {
    window.clearTimeout(hoverTimer.current);
    setTooltip(null);
  };

  const lineLabelY = (nodes: BubbleNode[], y: number) =>
    Math.min(y, ...nodes.map((n) => n.y - n.radius)) - layout.fontSize * 0.8;

  const renderBubble = (node: BubbleNode, stop: string | null) => {
    const inner = byParent.get(node.key) ?? [];
    const classes = [
      'bubble',
      `bubble--${node.type}`,
      node.selected ? 'is-selected' : '',
      node.ghost ? 'is-ghost' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <g
        key={node.key}
        data-key={node.key}
        className={classes}
        role="button"
        tabIndex={node.ghost ? undefined : node.key === stop ? 0 : -1}
        aria-pressed={node.ghost ? undefined : node.selected}
        aria-disabled={node.ghost || undefined}
        aria-label={describe(node)}
        style={{ transform: `translate(${node.x}px, ${node.y}px)` } as CSSProperties}
        onClick={() => choose(node)}
        onKeyDown={(event) => onKeyDown(node, event)}
        onFocus={() => {
          setActive((current) => ({ ...current, [node.line!]: node.key }));
          reveal(node);
        }}
      >
        {/* The bubble with its name is one target: small bubbles stay easy to hit on a phone. */}
        <rect
          className="bubble__hit"
          x={-(node.hitHalfWidth ?? node.radius + HIT_MARGIN)}
          y={-node.radius - HIT_MARGIN}
          width={2 * (node.hitHalfWidth ?? node.radius + HIT_MARGIN)}
          height={
            (node.labelY ?? node.y) - node.y + node.radius + HIT_MARGIN + layout.fontSize * 1.2
          }
        />
        <g
          className="bubble__disc"
          style={
            {
              transform: `scale(${Math.max(node.radius, 0.001)})`,
              '--bubble-color': node.color,
            } as CSSProperties
          }
        >
          <circle className="bubble__circle" r={1} />
          {inner.map((child) => (
            <circle
              key={child.key}
              className={child.type === 'perfume' ? 'bubble__dot' : 'bubble__echo'}
              cx={(child.x - node.x) / node.radius}
              cy={(child.y - node.y) / node.radius}
              r={child.radius / node.radius}
              style={{ '--bubble-color': child.color } as CSSProperties}
              onPointerEnter={
                child.type === 'perfume' ? (event) => showTooltip(child, event) : undefined
              }
              onPointerLeave={child.type === 'perfume' ? hideTooltip : undefined}
              onClick={
                child.type === 'perfume'
                  ? (event) => {
                      event.stopPropagation();
                      hideTooltip();
                      onOpenPerfume(child.id);
                    }
                  : undefined
              }
            />
          ))}
        </g>
        <text
          className="bubble__label"
          y={(node.labelY ?? node.y) - node.y}
          fontSize={layout.fontSize}
          aria-hidden="true"
        >
          {node.name}
        </text>
      </g>
    );
  };

  const transitionStyle = {
    '--node-transition': `${NODE_TRANSITION_MS}ms`,
    '--label-size': String(layout.fontSize),
  } as CSSProperties;

  return (
    <figure className={`bubbles${mobile ? ' bubbles--phone' : ''}`} aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {t('exploreByFamilies.chart.caption')}
      </figcaption>
      <div ref={canvasRef} className="bubbles__canvas">
        <svg
          ref={svgRef}
          className="bubbles__svg"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          preserveAspectRatio="xMidYMid meet"
          style={mobile ? { height: `${layout.height}px` } : undefined}
        >
          <g ref={layerRef} className="bubbles__layer" style={transitionStyle}>
            <text
              className="bubbles__line-label"
              x={24}
              y={lineLabelY(upper, layout.upperY)}
              fontSize={layout.fontSize}
              aria-hidden="true"
            >
              {t('exploreByFamilies.smellOf')}
            </text>
            <g role="toolbar" aria-label={t('exploreByFamilies.smellOf')}>
              {upper.map((node) => renderBubble(node, stops.upper))}
            </g>
            <text
              className="bubbles__line-label"
              x={24}
              y={lineLabelY(lower, layout.lowerY)}
              fontSize={layout.fontSize}
              aria-hidden="true"
            >
              {t('exploreByFamilies.touchOf')}
            </text>
            {lower.length > 0 ? (
              <g role="toolbar" aria-label={t('exploreByFamilies.touchOf')}>
                {lower.map((node) => renderBubble(node, stops.lower))}
              </g>
            ) : (
              <text
                className="bubbles__hint"
                x={layout.width / 2}
                y={layout.lowerY + (mobile ? layout.fontSize : 0)}
                fontSize={layout.fontSize}
              >
                {mobile
                  ? // The phone's frame is its own width: the hint is written on as many lines as it needs.
                    wrapWords(
                      t('exploreByFamilies.chart.lowerHint'),
                      mobileCharsPerLine(layout.width - 32),
                    ).map((line, i) => (
                      <tspan key={i} x={layout.width / 2} dy={i === 0 ? 0 : '1.3em'}>
                        {line}
                      </tspan>
                    ))
                  : t('exploreByFamilies.chart.lowerHint')}
              </text>
            )}
          </g>
        </svg>
        {!mobile && (
          <div
            className="bubbles__zoom"
            role="group"
            aria-label={t('exploreByFamilies.chart.zoom')}
          >
            <button
              type="button"
              className="bubbles__zoom-button"
              aria-label={t('exploreByFamilies.chart.zoomIn')}
              disabled={zoomLevel >= ZOOM_MAX}
              onClick={() => zoomBy(1)}
            >
              +
            </button>
            <button
              type="button"
              className="bubbles__zoom-button"
              aria-label={t('exploreByFamilies.chart.zoomOut')}
              disabled={zoomLevel <= ZOOM_MIN}
              onClick={() => zoomBy(-1)}
            >
              −
            </button>
            <button
              type="button"
              className="bubbles__zoom-button bubbles__zoom-button--reset"
              onClick={resetZoom}
            >
              {t('exploreByFamilies.chart.zoomReset')}
            </button>
          </div>
        )}
        {tooltip && (
          <div
            className="bubbles__tooltip"
            role="tooltip"
            style={{ left: `${tooltip.left}px`, top: `${tooltip.top}px` } as CSSProperties}
          >
            <strong>{tooltip.node.name}</strong>
            <span>{tooltip.node.brand}</span>
          </div>
        )}
      </div>
    </figure>
  );
}
