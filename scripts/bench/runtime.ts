// `npm run bench:runtime`: the agent runtime's own share of a turn, on an agent with a 50-step workflow and
// 500 knowledge items (FAQs), with the scripted LLM answering at once:
//  - overhead per turn excluding the model's time, in the core alone (no storage), p50 / p95;
//  - the endpoint's time to first byte minus the model's time to first token, p95, through the served
//    `runtime` function, the Parley emulator and the official `openai` SDK;
//  - 100 conversations at once through the endpoint, counting errors.
// Everything on 127.0.0.1. Goals: overhead p95 < 30 ms warm, first byte minus first token p95 < 50 ms.
import {
  agentSchema,
  buildWorkflow,
  COLLECTIONS,
  workflowSchema,
  type Connection,
  type StepDescription,
} from '@parley/domain';
import { startEmulator } from '@parley/emulator';
import {
  buildSnapshot,
  memoryCalendar,
  startConversation,
  takeTurn,
  type RuntimePorts,
} from '@parley/runtime';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import OpenAI from 'openai';
import { startScriptedLlm } from '../fakes/scripted-llm';

const QUESTIONS = 16; // trigger + 16 × (question, say, filter) + end = 50 steps
const KNOWLEDGE_ITEMS = 500;
const CONVERSATIONS = 100;
const PROJECT = 'demo-parley-bench-runtime';

const quantile = (samples: readonly number[], q: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))] ??
  Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function fiftyStepWorkflow() {
  const steps: StepDescription[] = [{ id: 'start', type: 'RECEIVE_CALL' }];
  const edges: Connection[] = [];
  let previous = 'start';
  for (let index = 0; index < QUESTIONS; index += 1) {
    const [question, say, filter] = [`q${String(index)}`, `s${String(index)}`, `f${String(index)}`];
    steps.push(
      {
        id: question,
        type: 'QUESTION',
        config: {
          label: `Question ${String(index)}`,
          question: `What about topic ${String(index)}?`,
          variable: { name: `answer_${String(index)}`, type: 'text' },
        },
      },
      {
        id: say,
        type: 'SAY_EXACTLY',
        config: { label: `Noted ${String(index)}`, message: `Noted: {{answer_${String(index)}}}.` },
      },
      {
        id: filter,
        type: 'FILTER',
        config: {
          label: `Check ${String(index)}`,
          branches: [{ id: 'long', label: 'Long', condition: `answer_${String(index)} contains "detail"` }],
        },
      },
    );
    edges.push([previous, question], [question, say], [say, filter]);
    previous = filter;
    if (index < QUESTIONS - 1)
      edges.push([filter, `q${String(index + 1)}`, 'long'], [filter, `q${String(index + 1)}`, 'otherwise']);
  }
  steps.push({ id: 'end', type: 'END_CALL', config: { label: 'End', message: 'Thanks, goodbye!' } });
  edges.push([previous, 'end', 'long'], [previous, 'end', 'otherwise']);
  return buildWorkflow(steps, edges);
}

const faqs = Array.from({ length: KNOWLEDGE_ITEMS }, (_, index) => ({
  id: `faq-${String(index)}`,
  question: `Do you offer service number ${String(index)}?`,
  answer: `Yes, service ${String(index)} is available on weekdays and costs ${String(20 + (index % 50))} dollars.`,
}));

const agent = agentSchema.parse({
  id: 'bench-agent',
  uid: 'bench-owner',
  orgId: 'bench-org',
  name: 'Bench Shop',
  greeting: 'Hello from the bench shop!',
  faqIds: faqs.map((faq) => faq.id),
  workflowIds: ['bench-workflow'],
  workflowSettings: { defaultWorkflowId: 'bench-workflow' },
});
const workflow = workflowSchema.parse({
  id: 'bench-workflow',
  agentId: agent.id,
  name: 'Fifty steps',
  contentJSON: JSON.stringify(fiftyStepWorkflow()),
});
const callerLine = (turn: number) =>
  `Here is some detail about item ${String(turn)} and service ${String(turn * 7)}`;

// ---- 1. the core's overhead, model time excluded --------------------------------------------------------
{
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);
  const indexed = faqs.map((faq) => ({ faq, words: words(`${faq.question} ${faq.answer}`) }));
  const ports: RuntimePorts = {
    clock: { now: () => performance.now() },
    calendar: memoryCalendar(),
    // A model that records the step's answer at once: the turn's own work is all that is timed.
    llm: {
      async *chat({ tools, messages }) {
        await Promise.resolve();
        const tool = tools[0];
        const last = messages.at(-1);
        if (tool && last?.role === 'user') {
          const names = Object.keys((tool.parameters as { properties: object }).properties);
          yield {
            type: 'tool-call',
            call: {
              id: 'c1',
              name: tool.name,
              arguments: JSON.stringify(Object.fromEntries(names.map((name) => [name, last.content]))),
            },
          };
        } else {
          yield { type: 'text', text: 'Okay.' };
        }
      },
    },
    knowledge: {
      retrieve: (query, limit) => {
        const asked = words(query);
        const ranked = indexed
          .map((entry) => ({ entry, score: [...asked].filter((word) => entry.words.has(word)).length }))
          .filter((each) => each.score > 0)
          .sort((a, b) => b.score - a.score)
          .slice(0, limit);
        return Promise.resolve(
          ranked.map(({ entry }) => ({
            id: entry.faq.id,
            source: 'faq',
            title: entry.faq.question,
            text: `${entry.faq.question}\n${entry.faq.answer}`,
          })),
        );
      },
    },
    tools: {
      httpRequest: () => Promise.resolve({ status: 200, body: '{}' }),
      runCode: () => Promise.resolve({}),
      sendSms: () => Promise.resolve(),
      sendEmail: () => Promise.resolve(),
    },
  };
  const snapshot = buildSnapshot(agent, [workflow], null);
  const context = {
    callType: 'webCall' as const,
    customerNumber: '',
    agentNumber: '',
    ownerEmail: '',
    variables: {},
    workflowId: null,
  };
  const overheads: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    let { state } = await startConversation(snapshot, context, ports).done;
    for (let turn = 0; turn < QUESTIONS; turn += 1) {
      const started = performance.now();
      const done = await takeTurn(snapshot, state, callerLine(turn), ports).done;
      const llmMs = done.events.reduce(
        (sum, event) => sum + (event.type === 'llm-timing' ? event.totalMs : 0),
        0,
      );
      // The first rounds warm the JIT; a warm instance is what the goal is about.
      if (round >= 5) overheads.push(performance.now() - started - llmMs);
      state = done.state;
    }
  }
  console.log(
    `runtime overhead per turn (core, model time excluded, ${String(overheads.length)} turns): p50 ${ms(quantile(overheads, 0.5))}, p95 ${ms(quantile(overheads, 0.95))} — goal p95 < 30 ms warm`,
  );
}

// ---- 2 and 3. the endpoint ----------------------------------------------------------------------------
const emulator = await startEmulator({
  projectId: PROJECT,
  firestorePort: 0,
  storagePort: 0,
  log: () => undefined,
});
process.env.FIRESTORE_EMULATOR_HOST = `${emulator.firestore.host}:${String(emulator.firestore.port)}`;
process.env.GCLOUD_PROJECT = PROJECT;
const llm = await startScriptedLlm();
Object.assign(process.env, {
  LLM_BASE_URL: llm.url,
  LLM_API_KEY: 'scripted-local',
  LLM_MODEL: 'parley-scripted',
});

const admin = getFirestore(initializeApp({ projectId: PROJECT }, 'bench-runtime'));
const batch = admin.batch();
batch.set(admin.collection(COLLECTIONS.agents).doc(agent.id), agent);
batch.set(admin.collection(COLLECTIONS.workflows).doc(workflow.id), workflow);
for (const faq of faqs)
  batch.set(admin.collection(COLLECTIONS.faqs).doc(faq.id), { ...faq, agentId: agent.id });
await batch.commit();

// Loaded after the environment is set: the functions read it when they first touch Firestore.
const { serveFunction } = await import('../../functions/src/testing/serve-function');
const { runtime } = await import('../../functions/src/runtime/runtime-function');
const { revealRuntimeSecret } = await import('../../functions/src/runtime/agent-runtime-secret');
const served = await serveFunction(runtime);
const { secret } = await revealRuntimeSecret(agent.id);
const client = new OpenAI({ baseURL: `${served.url}/agents/${agent.id}`, apiKey: secret, maxRetries: 0 });

/** One turn through the endpoint; answers its time to the first content byte. */
async function turn(conversation: string, content: string | null): Promise<number> {
  const started = performance.now();
  const stream = await client.chat.completions.create({
    model: 'parley',
    stream: true,
    messages: content === null ? [{ role: 'system', content: 'x' }] : [{ role: 'user', content }],
    metadata: { conversation_id: conversation },
  });
  let firstByte = Number.NaN;
  for await (const chunk of stream) {
    if (Number.isNaN(firstByte) && chunk.choices[0]?.delta.content) firstByte = performance.now() - started;
  }
  return firstByte;
}

async function converseThrough(conversation: string, turns: number): Promise<number[]> {
  const firstBytes: number[] = [];
  await turn(conversation, null);
  for (let index = 0; index < turns; index += 1) firstBytes.push(await turn(conversation, callerLine(index)));
  return firstBytes;
}

/** The model's own first-token times of a conversation's turns, from its stored transcript. */
async function modelFirstTokens(conversation: string): Promise<number[]> {
  const doc = await admin.collection(COLLECTIONS.conversations).doc(`${agent.id}_${conversation}`).get();
  const events = (doc.get('transcript') ?? []) as {
    type: string;
    data: { llmFirstTokenMs?: number | null };
  }[];
  return events
    .filter((event) => event.type === 'response_type')
    .slice(1)
    .map((event) => event.data.llmFirstTokenMs ?? 0);
}

// Warm the instance (snapshot, secret, knowledge index), then measure sequential turns.
await converseThrough('warm-up', 4);
const differences: number[] = [];
for (let round = 0; round < 5; round += 1) {
  const id = `sequential-${String(round)}`;
  const firstBytes = await converseThrough(id, 8);
  const model = await modelFirstTokens(id);
  firstBytes.forEach((value, index) => differences.push(value - (model[index] ?? 0)));
}
console.log(
  `endpoint first byte minus model first token (${String(differences.length)} turns): p50 ${ms(quantile(differences, 0.5))}, p95 ${ms(quantile(differences, 0.95))} — goal p95 < 50 ms`,
);

let errors = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONVERSATIONS }, (_, index) =>
    converseThrough(`concurrent-${String(index)}`, 3).catch((error: unknown) => {
      errors += 1;
      if (errors <= 3) console.error(error);
    }),
  ),
);
console.log(
  `${String(CONVERSATIONS)} concurrent conversations × 4 requests: ${String(errors)} errors in ${ms(performance.now() - started)}`,
);

await Promise.all([served.close(), llm.close(), emulator.stop()]);
process.exit(errors === 0 ? 0 : 1);
