import { useId, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Bubble } from './bubble';
import {
  layoutBubbles,
  lineNodes,
  NODE_TRANSITION_MS,
  nodesInside,
  type BubbleFamilyDatum,
  type BubbleLine,
  type BubbleNode,
  type BubblePerfumeDatum,
} from './bubbles-layout';
import { BubblesZoomControls, BubbleTooltip } from './bubbles-controls';
import { BubblesLineLabel, BubblesLowerHint } from './bubbles-labels';
import { useBubbleLinesKeyboard } from './use-bubble-lines-keyboard';
import { useBubbleTooltip } from './use-bubble-tooltip';
import { useBubblesZoom } from './use-bubbles-zoom';
import { useFrameSize } from './use-frame-size';
import './bubbles.css';

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
  const { ref: canvasRef, aspect, width } = useFrameSize(mobile ? 1.3 : 0.5);
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);

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
  const lines: Record<BubbleLine, BubbleNode[]> = {
    upper: lineNodes(layout, 'upper'),
    lower: lineNodes(layout, 'lower'),
  };
  const byParent = useMemo(() => nodesInside(layout.nodes), [layout.nodes]);

  const { zoomLevel, zoomBy, resetZoom, reveal } = useBubblesZoom({
    svgRef,
    layerRef,
    mobile,
    layout,
  });
  const { tooltip, showTooltip, hideTooltip } = useBubbleTooltip(canvasRef);
  const choose = (node: BubbleNode) => {
    if (node.ghost) return;
    if (node.type === 'family') onSelectFamily(node.id);
    else if (node.type === 'subfamily' && selectedFamilyId !== null) {
      onSelectSubfamily(selectedFamilyId, node.id);
    }
  };
  const { stops, onKeyDown, onFocusBubble } = useBubbleLinesKeyboard({
    layout,
    lines,
    svgRef,
    choose,
  });

  const describe = (node: BubbleNode) =>
    node.ghost
      ? t('exploreByFamilies.chart.empty', { name: node.name })
      : node.count === 1
        ? t('exploreByFamilies.countOne', { name: node.name })
        : t('exploreByFamilies.countMany', { name: node.name, count: node.count });

  const renderLine = (line: BubbleLine) =>
    lines[line].map((node) => (
      <Bubble
        key={node.key}
        node={node}
        inner={byParent.get(node.key) ?? []}
        tabStop={node.key === stops[line]}
        label={describe(node)}
        fontSize={layout.fontSize}
        onChoose={choose}
        onKeyDown={onKeyDown}
        onFocus={(focused) => {
          onFocusBubble(focused);
          reveal(focused);
        }}
        onDotEnter={showTooltip}
        onDotLeave={hideTooltip}
        onOpenPerfume={onOpenPerfume}
      />
    ));

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
            <BubblesLineLabel
              text={t('exploreByFamilies.smellOf')}
              nodes={lines.upper}
              lineY={layout.upperY}
              fontSize={layout.fontSize}
            />
            <g role="toolbar" aria-label={t('exploreByFamilies.smellOf')}>
              {renderLine('upper')}
            </g>
            <BubblesLineLabel
              text={t('exploreByFamilies.touchOf')}
              nodes={lines.lower}
              lineY={layout.lowerY}
              fontSize={layout.fontSize}
            />
            {lines.lower.length > 0 ? (
              <g role="toolbar" aria-label={t('exploreByFamilies.touchOf')}>
                {renderLine('lower')}
              </g>
            ) : (
              <BubblesLowerHint
                text={t('exploreByFamilies.chart.lowerHint')}
                layout={layout}
                mobile={mobile}
              />
            )}
          </g>
        </svg>
        {!mobile && (
          <BubblesZoomControls zoomLevel={zoomLevel} onZoom={zoomBy} onReset={resetZoom} />
        )}
        {tooltip && <BubbleTooltip tooltip={tooltip} />}
      </div>
    </figure>
  );
}
