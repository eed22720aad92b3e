// An edge of the canvas: React Flow's default curve, with the branch it leaves from written at its
// middle. Why not React Flow's own label: docs/workflows.md, "The editor", Figures.
import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo, type CSSProperties } from 'react';

/**
 * The label's background is a halo, a stroke of the canvas' label colour painted under the letters.
 * React Flow's label puts a rectangle behind the text instead, sized by measuring it and placed by a
 * `<g transform>`: one property-tree node per label, which Chromium's compositing update walks on every
 * frame of a drag. The text placed by its own x and y needs neither.
 */
const LABEL_STYLE: CSSProperties = {
  paintOrder: 'stroke',
  stroke: 'var(--xy-edge-label-background-color, var(--xy-edge-label-background-color-default))',
  strokeWidth: 3,
  strokeLinejoin: 'round',
};

function BranchEdgeView({
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  label,
  style,
  markerEnd,
  interactionWidth,
}: EdgeProps) {
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
  });
  return (
    <>
      <BaseEdge path={path} style={style} markerEnd={markerEnd} interactionWidth={interactionWidth} />
      {typeof label === 'string' && label !== '' ? (
        <text
          x={labelX}
          y={labelY}
          textAnchor="middle"
          dominantBaseline="central"
          className="react-flow__edge-text"
          style={LABEL_STYLE}
        >
          {label}
        </text>
      ) : null}
    </>
  );
}

export const BranchEdge = memo(BranchEdgeView);
