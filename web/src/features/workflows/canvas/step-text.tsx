// A line of a step's text, cut to its width by measuring it (fit-text.ts) rather than clipped by CSS:
// a step draws no clip at all, so dragging among hundreds of them stays within a frame.
import { Typography, useTheme, type TypographyProps } from '@mui/material';
import type { CSSProperties } from 'react';
import { fitTextInFont } from './fit-text';

/** The step's text styles, in px so the measured font is the drawn one. */
export const STEP_TEXT = {
  title: { fontSize: 12, fontWeight: 400 },
  label: { fontSize: 14, fontWeight: 600 },
  flags: { fontSize: 12, fontWeight: 400 },
  outlet: { fontSize: 10, fontWeight: 400 },
} as const;

export type StepTextStyle = (typeof STEP_TEXT)[keyof typeof STEP_TEXT];

/** A pixel to spare, for the rounding between the canvas' measure and the layout's. */
const SLACK = 1;

interface StepTextProps extends Omit<TypographyProps, 'children' | 'noWrap' | 'sx'> {
  readonly text: string;
  /** The width the line has, in px. */
  readonly width: number;
  readonly textStyle: StepTextStyle;
  /** Layout on top of the text style, as one flat style object: a step's lines need no theme callbacks. */
  readonly sx?: CSSProperties;
}

export function StepText({ text, width, textStyle, sx, ...typography }: StepTextProps) {
  const { fontFamily } = useTheme().typography;
  const font = `${String(textStyle.fontWeight)} ${String(textStyle.fontSize)}px ${String(fontFamily)}`;
  return (
    <Typography {...typography} sx={{ ...textStyle, letterSpacing: 0, whiteSpace: 'nowrap', ...sx }}>
      {fitTextInFont(text, width - SLACK, font)}
    </Typography>
  );
}
