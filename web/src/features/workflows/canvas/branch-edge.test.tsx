import { Position, getBezierPath, type EdgeProps } from '@xyflow/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BranchEdge } from './branch-edge';

const ends = {
  sourceX: 10,
  sourceY: 20,
  targetX: 110,
  targetY: 220,
  sourcePosition: Position.Bottom,
  targetPosition: Position.Top,
};

function draw(label?: string) {
  const props = { id: 'e1', source: 'a', target: 'b', ...ends, ...(label ? { label } : {}) } as EdgeProps;
  return render(
    <svg>
      <BranchEdge {...props} />
    </svg>,
  );
}

describe('BranchEdge', () => {
  it("writes the branch at the curve's middle by the text's own coordinates, with no transform", () => {
    const { container } = draw('Yes');
    const [path, labelX, labelY] = getBezierPath(ends);
    const text = container.querySelector('text');
    expect(text).toHaveTextContent('Yes');
    expect(text).toHaveAttribute('x', String(labelX));
    expect(text).toHaveAttribute('y', String(labelY));
    expect(container.querySelector('path')).toHaveAttribute('d', path);
    expect(container.querySelector('[transform]')).toBeNull();
  });

  it('draws the curve alone for an edge without a branch', () => {
    const { container } = draw();
    expect(container.querySelector('text')).toBeNull();
    expect(container.querySelector('path')).not.toBeNull();
  });
});
