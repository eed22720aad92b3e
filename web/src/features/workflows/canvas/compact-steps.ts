// Zoomed out, the steps drop their icons. An icon is an inline SVG, which Chromium draws with a clip
// and a transform of its own (property-tree nodes its compositing update walks on every frame of a
// drag); at the zoom that fits a large workflow it is a few pixels wide and says nothing. Zoomed in,
// few steps are on screen (the canvas draws only the visible ones), so their icons cost little.
// docs/workflows.md, "The editor", Figures.
import { useStore } from '@xyflow/react';
import { createContext, useContext } from 'react';

/** Below this zoom a 20 px icon is under 8 px on screen. */
export const COMPACT_BELOW_ZOOM = 0.4;

const CompactStepsContext = createContext(false);

/** Provides the canvas' compactness to its steps: one store subscription, not one per step. */
export const CompactStepsProvider = CompactStepsContext.Provider;

/** Whether the canvas is zoomed out below COMPACT_BELOW_ZOOM (inside React Flow's provider). */
export function useCanvasIsCompact(): boolean {
  return useStore((state) => state.transform[2] < COMPACT_BELOW_ZOOM);
}

/** Whether a step is drawn compact. */
export function useCompactSteps(): boolean {
  return useContext(CompactStepsContext);
}
