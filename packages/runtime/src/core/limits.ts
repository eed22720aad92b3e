// The guards that keep a conversation from hanging or spinning. docs/runtime.md, "Guards".
export interface TurnLimits {
  /** Steps one turn may run before it is called a loop (a cycle without a caller turn cannot spin). */
  maxStepsPerTurn: number;
  /** How long one model call may take, first token to last, before the fallback line is said. */
  llmDeadlineMs: number;
  /** A tool step's deadline when the step sets none. */
  toolTimeoutMs: number;
  /** Passages retrieved per caller turn. */
  knowledgePassages: number;
}

export const DEFAULT_TURN_LIMITS: TurnLimits = {
  maxStepsPerTurn: 100,
  llmDeadlineMs: 10_000,
  toolTimeoutMs: 10_000,
  knowledgePassages: 3,
};

/** The longest caller turn the runtime takes, in characters (a minute of fast speech is ~1,000). */
export const MAX_CALLER_TURN_CHARS = 20_000;
