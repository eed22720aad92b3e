// One turn of a conversation: the orchestrator. It takes the state as it was, runs the caller's turn (or
// the start of the call) through the workflow, the model, knowledge and tools, pushes events as they happen
// and leaves the next state. Every failure ends in a spoken fallback line, never a hang or a stack trace.
import { fillTemplate, isOptOutRequest, MSG_OPT_OUT_CONFIRMATION, type WorkflowNode } from '@parley/domain';
import { collectedBy, executeStep, type AskMode, type StepContext } from '../workflow/steps';
import { labelOf, WorkflowGraph } from '../workflow/graph';
import type { EndReason, FailureReason, ReplySource, RuntimeEvent } from './events';
import type { TurnLimits } from './limits';
import type { ChatMessage, KnowledgePassage, RuntimePorts, ToolCall, ToolSpec } from './ports';
import { ToolFailure } from './ports';
import { systemPrompt, type StepInstructions } from './prompt';
import { localDateTime, type RuntimeSnapshot } from './snapshot';
import { HISTORY_LIMIT, type ConversationState, type VariableValue } from './state';
import { END_CALL_TOOL, END_CALL_TOOL_NAME, readStepAnswer, STEP_TOOL_NAME, stepTool } from './step-tool';

interface ModelAnswer {
  text: string;
  calls: ToolCall[];
}

class LlmDeadline extends Error {}

export class Turn implements StepContext {
  private spoke = false;
  private steps = 0;
  private readonly graphs = new Map<string, WorkflowGraph>();

  constructor(
    private readonly snapshot: RuntimeSnapshot,
    readonly state: ConversationState,
    private readonly ports: RuntimePorts,
    private readonly limits: TurnLimits,
    private readonly emit: (event: RuntimeEvent) => void,
  ) {}

  // ---- StepContext ----------------------------------------------------------------------------------

  get variables(): Readonly<Record<string, VariableValue>> {
    return this.state.variables;
  }
  get tools() {
    return this.ports.tools;
  }
  get knowledge() {
    return this.ports.knowledge;
  }
  get calendar() {
    return this.ports.calendar;
  }
  customAction(id: string) {
    return Object.hasOwn(this.snapshot.customActions, id) ? (this.snapshot.customActions[id] ?? null) : null;
  }
  localNow() {
    return localDateTime(this.ports.clock.now(), this.snapshot.timezone);
  }
  get toolTimeoutMs(): number {
    return this.limits.toolTimeoutMs;
  }
  get ended(): boolean {
    return this.state.status === 'ended';
  }
  get phoneCall(): boolean {
    // A state kept before the call type was stored counts as a phone call: failures stay failures.
    return this.state.callType !== 'webCall';
  }

  say(text: string, source: ReplySource = 'scripted'): void {
    const line = text.trim();
    if (!line) return;
    this.emit({ type: 'message-delta', text: this.spoke ? ` ${line}` : line });
    this.emit({ type: 'message', text: line, source });
    this.state.history.push({ role: 'assistant', content: line });
    this.spoke = true;
  }

  setVariables(nodeId: string | null, values: Record<string, VariableValue>): void {
    Object.assign(this.state.variables, values);
    this.emit({ type: 'variables-set', nodeId, values });
  }

  endCall(reason: EndReason): void {
    if (this.state.status === 'ended') return;
    this.state.status = 'ended';
    this.state.endedReason = reason;
    this.emit({ type: 'call-ended', reason });
  }

  transfer(number: string): void {
    this.emit({ type: 'transfer', number });
  }

  branch(nodeId: string, handle: string, label: string, reason: string): void {
    this.emit({ type: 'branch-taken', nodeId, handle, label, reason });
  }

  async tool<T>(
    nodeId: string | null,
    name: string,
    request: Record<string, unknown>,
    work: () => Promise<T>,
  ): Promise<T | null> {
    const started = this.ports.clock.now();
    try {
      const response = await work();
      this.emit({
        type: 'tool-result',
        nodeId,
        name,
        ok: true,
        request,
        response,
        error: null,
        ms: this.ports.clock.now() - started,
      });
      return response;
    } catch (error) {
      // Only a ToolFailure's message is meant for people; anything else is reported by its kind alone.
      const message = error instanceof ToolFailure ? error.message : 'The tool failed unexpectedly.';
      this.emit({
        type: 'tool-result',
        nodeId,
        name,
        ok: false,
        request,
        response: null,
        error: message,
        ms: this.ports.clock.now() - started,
      });
      this.emit({ type: 'failure', reason: 'tool', detail: `${name}: ${message}` });
      return null;
    }
  }

  notSent(nodeId: string, name: string, request: Record<string, unknown>, reason: string): void {
    this.emit({
      type: 'tool-result',
      nodeId,
      name,
      ok: false,
      request,
      response: { sent: false },
      error: reason,
      ms: 0,
    });
  }

  hasFailureEdge(nodeId: string): boolean {
    return this.graph()?.hasEdge(nodeId, 'failure') ?? false;
  }

  sayFallback(): void {
    this.say(this.snapshot.fallbackMessage, 'fallback');
  }

  fail(reason: FailureReason, detail: string): void {
    this.emit({ type: 'failure', reason, detail });
    this.sayFallback();
  }

  async askThroughModel(node: WorkflowNode): Promise<void> {
    const answer = await this.callModel(this.messagesFor(this.instructionsFor(node), []), []);
    if (!answer) this.sayFallback();
  }

  // ---- the turn ---------------------------------------------------------------------------------------

  /** The start of the call: the greeting, then the workflow up to the first step that waits. */
  async start(): Promise<void> {
    const workflow = this.state.workflowId ? this.snapshot.workflows[this.state.workflowId] : undefined;
    if (workflow) this.emit({ type: 'workflow-started', workflowId: workflow.id, name: workflow.name });
    const greeting = fillTemplate(this.snapshot.greeting, this.state.variables);
    this.say(greeting);
    // After a greeting (which poses the opening question) a PROMPT step waits for the caller's first
    // words; a QUESTION step still asks its own question.
    if (workflow) await this.enterWorkflow(greeting.trim() === '' ? 'all' : 'questions');
  }

  /** A caller's turn. */
  async caller(text: string): Promise<void> {
    this.emit({ type: 'caller', text });
    if (this.state.status === 'ended') {
      this.emit({ type: 'call-ended', reason: (this.state.endedReason as EndReason | null) ?? 'flow-ended' });
      return;
    }
    this.state.history.push({ role: 'user', content: text });
    if (this.state.callType === 'outboundPhoneCall' && isOptOutRequest(text)) {
      await this.optOut();
      return;
    }
    if (this.endPhraseIn(text)) {
      this.say(this.snapshot.endCallMessage);
      this.endCall('end-call-phrase');
      return;
    }
    const elapsedMinutes = (this.ports.clock.now() - this.state.startedAt) / 60_000;
    if (elapsedMinutes >= this.snapshot.maxDurationMinutes) {
      this.say(this.snapshot.maxDurationEndMessage);
      this.endCall('max-duration');
      return;
    }
    if (!this.state.started && this.state.workflowId) await this.enterWorkflow('none');
    if (this.ended) return;
    const passages = await this.retrieve(text);
    const node = this.waitingNode();
    const collected = node ? collectedBy(node, this.graph()?.config(node) ?? null) : null;
    const tools: ToolSpec[] = [];
    if (node && collected && (collected.variables.length > 0 || collected.outcomes.length > 0)) {
      tools.push(stepTool(collected.variables, collected.outcomes));
    }
    if (this.snapshot.endCallFunctionEnabled) tools.push(END_CALL_TOOL);
    const instructions = node ? this.instructionsFor(node) : null;
    const answer = await this.callModel(this.messagesFor(instructions, passages), tools);
    if (!answer) {
      this.sayFallback();
      return;
    }
    const call = answer.calls[0];
    if (!call) return;
    if (call.name === END_CALL_TOOL_NAME) {
      this.say(this.snapshot.endCallMessage);
      this.endCall('end-call-tool');
      return;
    }
    if (call.name !== STEP_TOOL_NAME || !node || !collected) return;
    const checked = readStepAnswer(call.arguments, collected.variables, collected.outcomes);
    if (!checked.ok) {
      // Let the model ask again, told what was wrong; the step keeps waiting.
      const retry = await this.callModel(
        [
          ...this.messagesFor(instructions, passages),
          { role: 'assistant', content: answer.text, toolCalls: [call] },
          {
            role: 'tool',
            toolCallId: call.id,
            content: `Not recorded: ${checked.problems.join('; ')}. Ask the caller again.`,
          },
        ],
        [],
      );
      if (!retry) this.sayFallback();
      return;
    }
    if (Object.keys(checked.values).length > 0) this.setVariables(node.id, checked.values);
    this.state.nodeId = null;
    await this.walk(node, checked.outcome, 'all');
  }

  /**
   * The callee of an outbound call asked not to be called again: confirm, list the number on the
   * organisation's do-not-call list and end the call, whatever step the workflow was at. The phrases are
   * the domain's defaults (organisations have no setting for them yet).
   */
  private async optOut(): Promise<void> {
    this.say(MSG_OPT_OUT_CONFIRMATION);
    const number = String(this.state.variables.caller_number ?? '').trim();
    const list = this.ports.doNotCall;
    // The response is stored in the transcript, which takes no undefined.
    if (list && number)
      await this.tool(null, 'DO_NOT_CALL', { number }, () => list.add(number).then(() => ({ listed: true })));
    this.state.nodeId = null;
    this.endCall('opted-out');
  }

  // ---- workflow -----------------------------------------------------------------------------------------

  private graph(): WorkflowGraph | null {
    const id = this.state.workflowId;
    if (!id) return null;
    const workflow = this.snapshot.workflows[id];
    if (!workflow) return null;
    let graph = this.graphs.get(id);
    if (!graph) {
      graph = new WorkflowGraph(workflow.content);
      this.graphs.set(id, graph);
    }
    return graph;
  }

  private waitingNode(): WorkflowNode | null {
    return this.state.nodeId ? (this.graph()?.node(this.state.nodeId) ?? null) : null;
  }

  private async enterWorkflow(ask: AskMode): Promise<void> {
    this.state.started = true;
    const trigger = this.graph()?.trigger();
    if (!trigger) {
      this.emit({
        type: 'failure',
        reason: 'no-workflow',
        detail: 'The workflow has no trigger to start from.',
      });
      return;
    }
    await this.run(trigger, ask);
  }

  /** Runs from `node` (entered now) until a step waits, the call ends or the walk stops. */
  private async run(first: WorkflowNode, ask: AskMode): Promise<void> {
    let node: WorkflowNode | null = first;
    while (node) {
      this.steps += 1;
      if (this.steps > this.limits.maxStepsPerTurn) {
        this.fail('step-cap', 'The workflow ran in a loop without waiting for the caller.');
        this.state.nodeId = null;
        return;
      }
      const graph = this.graph();
      if (!graph) return;
      const spec = graph.config(node);
      // After the call ended, only steps that need no caller (notifications, requests) still run.
      if (
        this.ended &&
        ['QUESTION', 'PROMPT', 'SAY_EXACTLY', 'TRANSFER_CALL', 'END_CALL'].includes(node.data.type)
      )
        return;
      this.emit({ type: 'node-entered', nodeId: node.id, nodeType: node.data.type, label: labelOf(node) });
      this.state.path.push(node.id);
      const outcome = await executeStep(node, spec, this, ask);
      if (outcome.kind === 'wait') {
        this.state.nodeId = node.id;
        return;
      }
      if (outcome.kind === 'stop') {
        this.state.nodeId = null;
        return;
      }
      if (outcome.kind === 'jump') {
        const target = this.snapshot.workflows[outcome.workflowId];
        if (!target) {
          this.fail('invalid-step', 'The workflow to continue in no longer exists.');
          return;
        }
        this.state.workflowId = target.id;
        this.emit({ type: 'workflow-started', workflowId: target.id, name: target.name });
        node = this.graph()?.trigger() ?? null;
        continue;
      }
      node = await this.follow(graph, node, outcome.handle);
    }
  }

  /** After a step answered: the next step along `handle`, or null when the walk ends here. */
  private async walk(from: WorkflowNode, handle: string | null, ask: AskMode): Promise<void> {
    const graph = this.graph();
    if (!graph) return;
    const next = await this.follow(graph, from, handle);
    if (next) await this.run(next, ask);
  }

  private follow(
    graph: WorkflowGraph,
    node: WorkflowNode,
    handle: string | null,
  ): Promise<WorkflowNode | null> {
    const next = graph.next(node.id, handle);
    if (next === 'ambiguous') {
      this.fail('invalid-step', `"${labelOf(node)}" has more than one next step.`);
      return Promise.resolve(null);
    }
    if (next.target === null) {
      if (handle !== null && handle !== 'failure' && !this.ended) {
        this.fail('invalid-step', `"${labelOf(node)}" has no connection for this branch.`);
      }
      // A flow that stops without ending the call goes on as a free conversation on the prompt.
      this.state.nodeId = null;
      return Promise.resolve(null);
    }
    return Promise.resolve(graph.node(next.target) ?? null);
  }

  // ---- model ----------------------------------------------------------------------------------------------

  private instructionsFor(node: WorkflowNode): StepInstructions {
    const config = this.graph()?.config(node) ?? {};
    const fill = (value: unknown) =>
      typeof value === 'string' ? fillTemplate(value, this.state.variables) : null;
    const collected = collectedBy(node, config);
    return {
      label: labelOf(node),
      ask: node.data.type === 'QUESTION' ? fill(config.question) : null,
      instructions: node.data.type === 'PROMPT' ? fill(config.prompt) : null,
      toolName: collected.variables.length > 0 || collected.outcomes.length > 0 ? STEP_TOOL_NAME : null,
    };
  }

  private messagesFor(step: StepInstructions | null, passages: readonly KnowledgePassage[]): ChatMessage[] {
    const history = this.state.history.slice(-HISTORY_LIMIT);
    return [{ role: 'system', content: systemPrompt(this.snapshot, this.state, step, passages) }, ...history];
  }

  private async retrieve(query: string): Promise<KnowledgePassage[]> {
    if (!this.snapshot.hasKnowledge) return [];
    try {
      const passages = await this.ports.knowledge.retrieve(query, this.limits.knowledgePassages);
      if (passages.length > 0) {
        this.emit({
          type: 'knowledge-used',
          query,
          passages: passages.map((passage) => ({
            id: passage.id,
            title: passage.title,
            source: passage.source,
          })),
        });
      }
      return passages;
    } catch {
      // The conversation goes on without knowledge rather than failing the turn.
      this.emit({ type: 'failure', reason: 'tool', detail: 'Knowledge retrieval failed.' });
      return [];
    }
  }

  /** One model call, streamed; null when it failed or passed its deadline (the failure is recorded). */
  private async callModel(messages: ChatMessage[], tools: ToolSpec[]): Promise<ModelAnswer | null> {
    const started = this.ports.clock.now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new LlmDeadline());
      }, this.limits.llmDeadlineMs);
    });
    let firstTokenMs: number | null = null;
    let text = '';
    const calls: ToolCall[] = [];
    let promptTokens = 0;
    let completionTokens = 0;
    this.state.usage.llmCalls += 1;
    try {
      const stream = this.ports.llm.chat({
        model: this.snapshot.model,
        messages,
        tools,
        signal: controller.signal,
      });
      const iterator = stream[Symbol.asyncIterator]();
      for (;;) {
        const step = await Promise.race([iterator.next(), deadline]);
        if (step.done) break;
        const chunk = step.value;
        if (chunk.type === 'usage') {
          promptTokens += chunk.promptTokens;
          completionTokens += chunk.completionTokens;
          continue;
        }
        firstTokenMs ??= this.ports.clock.now() - started;
        if (chunk.type === 'tool-call') {
          calls.push(chunk.call);
        } else if (chunk.text) {
          this.emit({
            type: 'message-delta',
            text: text === '' && this.spoke ? ` ${chunk.text.trimStart()}` : chunk.text,
          });
          text += chunk.text;
        }
      }
    } catch (error) {
      controller.abort();
      this.emit({
        type: 'failure',
        reason: 'llm',
        detail:
          error instanceof LlmDeadline
            ? 'The language model did not answer in time.'
            : 'The language model failed.',
      });
      this.recordModel(firstTokenMs, started, promptTokens, completionTokens);
      if (text.trim()) this.finishModelText(text);
      return null;
    } finally {
      clearTimeout(timer);
    }
    this.recordModel(firstTokenMs, started, promptTokens, completionTokens);
    if (text.trim()) this.finishModelText(text);
    return { text, calls };
  }

  private finishModelText(text: string): void {
    const line = text.trim();
    this.emit({ type: 'message', text: line, source: 'llm' });
    this.state.history.push({ role: 'assistant', content: line });
    this.spoke = true;
  }

  private recordModel(
    firstTokenMs: number | null,
    started: number,
    promptTokens: number,
    completionTokens: number,
  ): void {
    this.state.usage.promptTokens += promptTokens;
    this.state.usage.completionTokens += completionTokens;
    this.emit({
      type: 'llm-timing',
      firstTokenMs,
      totalMs: this.ports.clock.now() - started,
      promptTokens,
      completionTokens,
    });
  }

  private endPhraseIn(text: string): boolean {
    const spoken = text.toLowerCase();
    return this.snapshot.endCallPhrases.some((phrase) => spoken.includes(phrase.toLowerCase().trim()));
  }
}
