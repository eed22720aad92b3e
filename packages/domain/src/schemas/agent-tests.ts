// An agent's tests (the test lab, docs/test-lab.md): turn tests (caller lines, then assertions on the next
// reply) and simulated-caller scenarios (evaluator kind AI Evaluator), and the runs that execute them. A
// test document is written by the agent's editors; runs and their results only by functions.
import { z } from 'zod';
import { simulationRunStatusSchema } from '../enums';
import {
  maxTurnsClampedMessage,
  MSG_AGENT_TEST_NAME_REQUIRED,
  MSG_AGENT_TEST_NEEDS_ASSERTION,
  MSG_AGENT_TEST_NEEDS_CALLER_LINE,
} from '../messages';
import { documentIdSchema } from './document-id';

/** Bounds of a scenario: its turns and how many times one run repeats it. */
export const SCENARIO_MAX_TURNS = 30;
export const SCENARIO_DEFAULT_TURNS = 10;
export const SCENARIO_MAX_REPEATS = 10;
/** Longest text of a test (a caller line, an expected text, the rubric), and caller lines per turn test. */
export const AGENT_TEST_MAX_TEXT = 2000;
export const AGENT_TEST_MAX_CALLER_LINES = 50;
/** Tests one agent may have, and so one run executes at most. */
export const AGENT_TESTS_MAX = 200;

const text = (max = AGENT_TEST_MAX_TEXT) => z.string().trim().max(max);

/** One deterministic check on what the agent did in answer to the caller. */
export const testAssertionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contains'), text: text().min(1) }),
  z.object({ kind: z.literal('not-contains'), text: text().min(1) }),
  z.object({ kind: z.literal('regex'), pattern: text(500).min(1) }),
  z.object({
    kind: z.literal('tool-called'),
    /** The tool's (step's) name as the transcript records it. */
    name: text(200).min(1),
    /** Each listed argument must equal (as text) the request's value at that key. */
    arguments: z.record(z.string(), z.string().max(AGENT_TEST_MAX_TEXT)).default({}),
  }),
  z.object({ kind: z.literal('node-reached'), nodeId: text(200).min(1) }),
  z.object({ kind: z.literal('variable-equals'), name: text(200).min(1), value: text() }),
  /** The call ended; with `reason`, for that reason (end-call-step, end-call-phrase, transferred, …). */
  z.object({ kind: z.literal('call-ended'), reason: text(100).nullable().default(null) }),
]);
export type TestAssertion = z.infer<typeof testAssertionSchema>;
export type TestAssertionKind = TestAssertion['kind'];

/** A tool's response fixed for one test: no request for it leaves the platform. */
export const toolMockSchema = z.object({
  /** Matches a request whose URL contains this text (empty: every request). */
  urlContains: text(500).default(''),
  status: z.number().int().min(100).max(599).default(200),
  body: z.string().max(100_000).default('{}'),
});
export type ToolMock = z.infer<typeof toolMockSchema>;

const variablesSchema = z.record(
  z.string().max(200),
  z.union([z.string().max(2000), z.number(), z.boolean()]),
);

/** Max turns as entered; anything past the bound is clamped (the form says so, maxTurnsNote). */
export const scenarioMaxTurnsSchema = z
  .number()
  .int()
  .min(1)
  .transform((turns) => Math.min(turns, SCENARIO_MAX_TURNS));

/** What the form shows beside max turns, or null when the value is within the bound. */
export function maxTurnsNote(entered: number): string | null {
  return entered > SCENARIO_MAX_TURNS ? maxTurnsClampedMessage(entered, SCENARIO_MAX_TURNS) : null;
}

const commonFields = {
  agentId: documentIdSchema,
  name: text(200).min(1, MSG_AGENT_TEST_NAME_REQUIRED),
  /** Tool responses fixed for this test; a request no mock matches is refused, never sent. */
  toolMocks: z.array(toolMockSchema).max(20).default([]),
};

export const turnTestSchema = z.object({
  ...commonFields,
  kind: z.literal('turn'),
  /** The caller's lines so far; the assertions are on what the agent does after the last one. */
  callerLines: z
    .array(text().min(1))
    .min(1, MSG_AGENT_TEST_NEEDS_CALLER_LINE)
    .max(AGENT_TEST_MAX_CALLER_LINES),
  assertions: z.array(testAssertionSchema).min(1, MSG_AGENT_TEST_NEEDS_ASSERTION).max(50),
});
export type TurnTest = z.infer<typeof turnTestSchema>;

export const scenarioTestSchema = z.object({
  ...commonFields,
  kind: z.literal('scenario'),
  evaluator: z.literal('AI Evaluator').default('AI Evaluator'),
  persona: text().default(''),
  goal: text().min(1),
  /** What the simulated caller knows and gives when asked: `name` → "My name is Ana Lopez". */
  facts: z.record(z.string().trim().min(1).max(100), text()).default({}),
  /** A step that waits (QUESTION or PROMPT) to start at instead of the workflow's trigger. */
  startNodeId: documentIdSchema.nullable().default(null),
  variables: variablesSchema.default({}),
  maxTurns: scenarioMaxTurnsSchema.default(SCENARIO_DEFAULT_TURNS),
  assertions: z.array(testAssertionSchema).max(50).default([]),
  /** Judged on the whole conversation by the model: pass, fail or unknown with a rationale. */
  rubric: text().default(''),
  repeats: z.number().int().min(1).max(SCENARIO_MAX_REPEATS).default(1),
});
export type ScenarioTest = z.infer<typeof scenarioTestSchema>;

export const agentTestSchema = z.discriminatedUnion('kind', [turnTestSchema, scenarioTestSchema]);
export type AgentTest = z.infer<typeof agentTestSchema>;
export type AgentTestInput = z.input<typeof agentTestSchema>;

// ---- runs ---------------------------------------------------------------------------------------------

/** Why a run stopped before its last test; null when it ran them all. */
export const TEST_RUN_STOP_REASONS = ['cancelled', 'out-of-credits', 'error'] as const;
export type TestRunStopReason = (typeof TEST_RUN_STOP_REASONS)[number];

export const assertionResultSchema = z.object({
  assertion: testAssertionSchema,
  passed: z.boolean(),
  /** What was found instead, for a failed assertion ("did not reach node book"). */
  detail: z.string(),
});
export type AssertionResult = z.infer<typeof assertionResultSchema>;

export const RUBRIC_VERDICTS = ['pass', 'fail', 'unknown'] as const;
export const rubricVerdictSchema = z.object({
  verdict: z.enum(RUBRIC_VERDICTS),
  rationale: z.string(),
});
export type RubricVerdict = z.infer<typeof rubricVerdictSchema>;

/** One execution of a test (a scenario has one per repeat). */
export const testAttemptSchema = z.object({
  passed: z.boolean(),
  assertions: z.array(assertionResultSchema),
  rubric: rubricVerdictSchema.nullable(),
  transcript: z.array(z.object({ role: z.enum(['caller', 'agent']), text: z.string() })),
  /** Every step entered, in order (drawn on the canvas). */
  path: z.array(z.string()),
  variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Problems with the test itself or its execution (a clamped bound, a start step that does not wait). */
  notes: z.array(z.string()),
});
export type TestAttempt = z.infer<typeof testAttemptSchema>;

/** t_test_runs/{runId}: one run of an agent's tests on its draft or a version, advanced test by test. */
export const testRunSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  orgId: z.string(),
  /** 'current': the agent as it is now (its draft); a number: that published version. */
  target: z.union([z.literal('current'), z.number().int().positive()]),
  /** in_progress while tests remain; succeeded when every test ran and passed; failed otherwise. */
  status: simulationRunStatusSchema,
  stopReason: z.enum(TEST_RUN_STOP_REASONS).nullable(),
  /** Set by the cancel route; the worker stops before the next test. */
  cancelRequested: z.boolean(),
  testIds: z.array(z.string()),
  /** The index in testIds of the next test to run. */
  cursor: z.number().int().nonnegative(),
  currentTestId: z.string().nullable(),
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  usage: z.object({
    promptTokens: z.number().int().nonnegative(),
    completionTokens: z.number().int().nonnegative(),
    llmCalls: z.number().int().nonnegative(),
  }),
  createdBy: z.string(),
});
export type TestRun = z.infer<typeof testRunSchema>;

/** t_test_results/{runId}_{testId}: one test's outcome in one run. */
export const testResultSchema = z.object({
  runId: z.string(),
  agentId: z.string(),
  orgId: z.string(),
  testId: z.string(),
  name: z.string(),
  kind: z.enum(['turn', 'scenario', 'invalid']),
  passed: z.boolean(),
  attempts: z.array(testAttemptSchema),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** A stored test as a list shows it: lenient, since a hand-edited test must still be listed (and fail). */
export const agentTestSummarySchema = z.object({
  id: z.string(),
  name: z.string().catch(''),
  kind: z.enum(['turn', 'scenario']).catch('turn'),
});
export type AgentTestSummary = z.infer<typeof agentTestSummarySchema>;

/**
 * The Tests tab's quick form for a turn test: a name, the caller's lines (one a line) and a text the
 * reply must contain; the result is a turn test's fields (without agentId).
 */
export const turnTestFormSchema = z
  .object({
    name: text(200).min(1, MSG_AGENT_TEST_NAME_REQUIRED),
    callerLines: z
      .string()
      .max(AGENT_TEST_MAX_TEXT * 5)
      .refine(
        (lines) => lines.split('\n').some((line) => line.trim() !== ''),
        MSG_AGENT_TEST_NEEDS_CALLER_LINE,
      ),
    replyContains: text().min(1, MSG_AGENT_TEST_NEEDS_ASSERTION),
  })
  .transform(({ name, callerLines, replyContains }) => ({
    kind: 'turn' as const,
    name,
    callerLines: callerLines
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, AGENT_TEST_MAX_CALLER_LINES),
    assertions: [{ kind: 'contains' as const, text: replyContains }],
    toolMocks: [],
  }));
export type TurnTestForm = z.output<typeof turnTestFormSchema>;
