import {
  mobileCharsPerLine,
  wrapWords,
  type BubbleNode,
  type BubblesLayout,
} from './bubbles-layout';

/**
 * A line's title ("Smell of…", "Touch of…") above its highest bubble, for the eye: the line's
 * toolbar carries the same words for screen readers.
 */
export function BubblesLineLabel({
  text,
  nodes,
  lineY,
  fontSize,
}: {
  text: string;
  nodes: readonly BubbleNode[];
  lineY: number;
  fontSize: number;
}) {
  const y = Math.min(lineY, ...nodes.map((n) => n.y - n.radius)) - fontSize * 0.8;
  return (
    <text className="bubbles__line-label" x={24} y={y} fontSize={fontSize} aria-hidden="true">
      {text}
    </text>
  );
}

/**
 * Where the lower line will be, before a family is chosen: what to do. The phone's frame is its
 * own width: the hint is written on as many lines as it needs.
 */
export function BubblesLowerHint({
  text,
  layout,
  mobile,
}: {
  text: string;
  layout: Pick<BubblesLayout, 'width' | 'lowerY' | 'fontSize'>;
  mobile: boolean;
}) {
  return (
    <text
      className="bubbles__hint"
      x={layout.width / 2}
      y={layout.lowerY + (mobile ? layout.fontSize : 0)}
      fontSize={layout.fontSize}
    >
      {mobile
        ? wrapWords(text, mobileCharsPerLine(layout.width - 32)).map((line, i) => (
            <tspan key={i} x={layout.width / 2} dy={i === 0 ? 0 : '1.3em'}>
              {line}
            </tspan>
          ))
        : text}
    </text>
  );
}
