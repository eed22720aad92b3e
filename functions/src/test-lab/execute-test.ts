// Runs one test against a snapshot, in memory: a turn test plays its caller lines and checks the reply to
// the last; a scenario lets the simulated caller talk to the agent up to its max turns (each repeat on its
// own), then checks the whole conversation and has the rubric judged. Nothing is stored here and no
// request leaves for a tool (mock-tools.ts). docs/test-lab.md#how-a-test-runs.
import {
  agentTestSchema,
  evaluateAssertions,
  maxTurnsNote,
  MSG_START_NODE_DOES_NOT_WAIT,
  MSG_TEST_INVALID,
  type ScenarioTest,
  type TestAttempt,
  type TestResult,
  type TurnTest,
} from '@parley/domain';
import {
  memoryCalendar,
  startConversation,
  takeTurn,
  type CallContext,
  type ConversationState,
  type RuntimeEvent,
  type RuntimePorts,
  type RuntimeSnapshot,
} from '@parley/runtime';
import { turnLimits } from '../runtime/converse';
import { runtimePorts } from '../runtime/runtime-ports';
import { factsOf } from './assertion-facts';
import { mockedTools } from './mock-tools';
import { judgeRubric } from './rubric-judge';
import { nextCallerLine } from './simulated-caller';
import { addUsage, type Usage } from './usage';

type Line = TestAttempt['transcript'][number];
export type ExecutedTest = Omit<TestResult, 'runId' | 'agentId' | 'orgId' | 'testId'>;

const WAITING_STEPS = new Set(['QUESTION', 'PROMPT']);

const contextFor = (variables: CallContext['variables']): CallContext => ({
  callType: 'webCall',
  customerNumber: '',
  agentNumber: '',
  ownerEmail: '',
  variables,
  workflowId: null,
});

const agentLines = (events: readonly RuntimeEvent[]): Line[] =>
  events.flatMap((event) => (event.type === 'message' ? [{ role: 'agent' as const, text: event.text }] : []));

/** One conversation under test: its state, every event, the transcript; usage added when it ends. */
class Conversation {
  state!: ConversationState;
  readonly events: RuntimeEvent[] = [];
  readonly transcript: Line[] = [];
  lastTurn: RuntimeEvent[] = [];

  constructor(
    private readonly snapshot: RuntimeSnapshot,
    readonly ports: RuntimePorts,
  ) {}

  async start(variables: CallContext['variables']): Promise<void> {
    const done = await startConversation(this.snapshot, contextFor(variables), this.ports, turnLimits()).done;
    this.record(done.state, done.events);
  }

  async say(line: string): Promise<void> {
    this.transcript.push({ role: 'caller', text: line });
    const done = await takeTurn(this.snapshot, this.state, line, this.ports, turnLimits()).done;
    this.record(done.state, done.events);
  }

  get ended(): boolean {
    return this.state.status === 'ended';
  }

  private record(state: ConversationState, events: RuntimeEvent[]): void {
    this.state = state;
    this.events.push(...events);
    this.lastTurn = events;
    this.transcript.push(...agentLines(events));
  }
}

/**
 * The runtime's ports for one test conversation: its model and knowledge, but tools answered by the test's
 * mocks and a calendar of its own in memory, so a test books, sends and charges nothing.
 */
function portsFor(snapshot: RuntimeSnapshot, test: TurnTest | ScenarioTest): RuntimePorts {
  return {
    ...runtimePorts(snapshot.agentId),
    tools: mockedTools(test.toolMocks),
    calendar: memoryCalendar(),
  };
}

async function runTurnTest(snapshot: RuntimeSnapshot, test: TurnTest, usage: Usage): Promise<TestAttempt> {
  const conversation = new Conversation(snapshot, portsFor(snapshot, test));
  await conversation.start({});
  for (const line of test.callerLines) {
    if (conversation.ended) break;
    await conversation.say(line);
  }
  addUsage(usage, conversation.state.usage);
  const assertions = evaluateAssertions(factsOf(conversation.lastTurn, conversation.state), test.assertions);
  return {
    passed: assertions.every((result) => result.passed),
    assertions,
    rubric: null,
    transcript: conversation.transcript,
    path: conversation.state.path,
    variables: conversation.state.variables,
    notes: [],
  };
}

/** Moves a started conversation to wait at `nodeId` instead; false when that step does not wait. */
function startAt(snapshot: RuntimeSnapshot, conversation: Conversation, nodeId: string): boolean {
  const workflow = conversation.state.workflowId
    ? snapshot.workflows[conversation.state.workflowId]
    : undefined;
  const node = workflow?.content.nodes.find((candidate) => candidate.id === nodeId);
  if (!node || !WAITING_STEPS.has(node.data.type)) return false;
  conversation.state.started = true;
  conversation.state.nodeId = nodeId;
  conversation.state.path.push(nodeId);
  return true;
}

async function runScenarioOnce(
  snapshot: RuntimeSnapshot,
  test: ScenarioTest,
  notes: string[],
  usage: Usage,
): Promise<TestAttempt> {
  const ports = portsFor(snapshot, test);
  const conversation = new Conversation(snapshot, ports);
  await conversation.start(test.variables);
  const attemptNotes = [...notes];
  let startFailed = false;
  if (test.startNodeId && !startAt(snapshot, conversation, test.startNodeId)) {
    attemptNotes.push(MSG_START_NODE_DOES_NOT_WAIT);
    startFailed = true;
  }
  for (let turn = 0; !startFailed && turn < test.maxTurns && !conversation.ended; turn += 1) {
    const line = await nextCallerLine(ports.llm, test, conversation.transcript, usage);
    if (line === null) break;
    await conversation.say(line);
  }
  addUsage(usage, conversation.state.usage);
  const assertions = evaluateAssertions(factsOf(conversation.events, conversation.state), test.assertions);
  const rubric = test.rubric ? await judgeRubric(test.rubric, conversation.transcript, usage) : null;
  return {
    passed:
      !startFailed &&
      assertions.every((result) => result.passed) &&
      rubric?.verdict !== 'fail' &&
      rubric?.verdict !== 'unknown',
    assertions,
    rubric,
    transcript: conversation.transcript,
    path: conversation.state.path,
    variables: conversation.state.variables,
    notes: attemptNotes,
  };
}

/** Runs the stored test `data` (parsed here: an invalid one fails with its problems) on `snapshot`. */
export async function executeTest(
  snapshot: RuntimeSnapshot,
  data: unknown,
  usage: Usage,
): Promise<ExecutedTest> {
  const parsed = agentTestSchema.safeParse(data);
  if (!parsed.success) {
    const record = (data ?? {}) as { name?: unknown };
    return {
      name: typeof record.name === 'string' ? record.name : '',
      kind: 'invalid',
      passed: false,
      attempts: [
        {
          passed: false,
          assertions: [],
          rubric: null,
          transcript: [],
          path: [],
          variables: {},
          notes: [
            MSG_TEST_INVALID,
            ...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
          ],
        },
      ],
    };
  }
  const test = parsed.data;
  if (test.kind === 'turn') {
    const attempt = await runTurnTest(snapshot, test, usage);
    return { name: test.name, kind: 'turn', passed: attempt.passed, attempts: [attempt] };
  }
  const entered = (data as { maxTurns?: unknown }).maxTurns;
  const note = typeof entered === 'number' ? maxTurnsNote(entered) : null;
  const attempts: TestAttempt[] = [];
  for (let repeat = 0; repeat < test.repeats; repeat += 1) {
    attempts.push(await runScenarioOnce(snapshot, test, note ? [note] : [], usage));
  }
  return { name: test.name, kind: 'scenario', passed: attempts.every((a) => a.passed), attempts };
}
