// The limits the edit forms enforce on each numeric setting. The domain schemas fix only the floor
// (positive, non-negative, 0..1 for a probability); the ceilings are product limits so a typo such as
// 2000 minutes cannot reach a live agent. A test checks every bound against the domain schema.

export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Whole numbers only. */
  readonly integer?: boolean;
  /** The min is excluded (the domain says "positive"). */
  readonly exclusiveMin?: boolean;
}

export const GENERAL_BOUNDS = {
  maxDurationMinutes: { min: 1, max: 120, step: 1, integer: true },
  silenceTimeoutSeconds: { min: 1, max: 600, step: 1, integer: true },
} as const satisfies Record<string, NumberBounds>;

export const ADVANCED_BOUNDS = {
  smartEndpointingTimeout: { min: 0, max: 10, step: 0.1 },
  smartEndpointingEouProbThreshold: { min: 0, max: 1, step: 0.05 },
  vadTimeoutSeconds: { min: 0, max: 10, step: 0.1 },
  interruptionDelaySeconds: { min: 0, max: 10, step: 0.1 },
  responseDelaySeconds: { min: 0, max: 5, step: 0.1 },
  smartTurnStopSecs: { min: 0, max: 10, step: 0.1 },
} as const satisfies Record<string, NumberBounds>;

/** Longest free-text settings, in characters. */
export const TEXT_LIMITS = {
  greeting: 1000,
  maxDurationEndMessage: 500,
  promptVersion: 20,
} as const;
