// The difference between two versions of an agent, grouped by area, with word-level changes in long
// text (docs/versions.md#diff). Pure, so the publish dialog and version history compute it in the browser.
import {
  canonicalJson,
  VERSIONED_AGENT_FIELDS,
  workflowIdMapper,
  type VersionedAgentFields,
  type VersionedWorkflow,
} from './publish-draft';
import { promptModuleChanges } from './prompt-modules';

export type WordOp = 'equal' | 'insert' | 'delete';
export interface WordChange {
  op: WordOp;
  text: string;
}

// Beyond this many cells the LCS table would cost too much; the changed middle is then shown as
// one deletion and one insertion, which is still a correct diff.
const MAX_LCS_CELLS = 4_000_000;

const tokens = (text: string): string[] => text.split(/(\s+)/).filter((token) => token !== '');

function pushChange(changes: WordChange[], op: WordOp, text: string): void {
  const last = changes.at(-1);
  if (last?.op === op) last.text += text;
  else if (text !== '') changes.push({ op, text });
}

/**
 * Word-level diff of two texts by longest common subsequence over words and the whitespace between
 * them. Joining the `equal` and `delete` parts gives `before`; `equal` and `insert` give `after`.
 */
export function wordDiff(before: string, after: string): WordChange[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const changes: WordChange[] = [];
  pushChange(changes, 'equal', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_LCS_CELLS || midA.length === 0 || midB.length === 0) {
    pushChange(changes, 'delete', midA.join(''));
    pushChange(changes, 'insert', midB.join(''));
  } else {
    // lengths[i][j]: LCS length of midA[i..] and midB[j..], in one flat array.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        pushChange(changes, 'equal', midA[i] ?? '');
        i += 1;
        j += 1;
      } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
        pushChange(changes, 'delete', midA[i] ?? '');
        i += 1;
      } else {
        pushChange(changes, 'insert', midB[j] ?? '');
        j += 1;
      }
    }
    pushChange(changes, 'delete', midA.slice(i).join(''));
    pushChange(changes, 'insert', midB.slice(j).join(''));
  }
  pushChange(changes, 'equal', a.slice(endA).join(''));
  return changes;
}

/** One changed value: its path inside the area ("generalSettings.timezone"), both values, and words for text. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
  /** Word-level changes, when both values are text of several words. */
  words?: WordChange[];
}

export type DiffArea = 'prompt' | 'voice' | 'settings' | 'knowledge';

/** Which area each versioned field is shown under; anything unlisted is a setting. */
const FIELD_AREAS: Partial<Record<(typeof VERSIONED_AGENT_FIELDS)[number], DiffArea>> = {
  greeting: 'prompt',
  personalityTraits: 'prompt',
  conversationStyle: 'prompt',
  promptModules: 'prompt',
  selectedVoiceId: 'voice',
  enableMultiLingual: 'voice',
  voiceEngineSettings: 'voice',
  phoneticDictionaries: 'voice',
  widgetIds: 'knowledge',
  faqIds: 'knowledge',
  documentIds: 'knowledge',
  websiteIds: 'knowledge',
};

export interface NodeChange {
  nodeId: string;
  change: 'added' | 'removed' | 'changed';
  fields: FieldChange[];
}

export interface WorkflowChange {
  /** The workflow's id on the live side. */
  workflowId: string;
  name: string;
  change: 'added' | 'removed' | 'changed';
  /** Name, type, status and edge changes. */
  fields: FieldChange[];
  nodes: NodeChange[];
}

export interface VersionDiff {
  areas: Record<DiffArea, FieldChange[]>;
  workflows: WorkflowChange[];
  /** Whether anything at all differs. */
  changed: boolean;
}

/** One side of a diff: a version's agent fields and workflows (a copy's workflows matched to live ones by source). */
export interface VersionSide {
  agent: VersionedAgentFields;
  workflows: readonly VersionedWorkflow[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isProse = (value: unknown): value is string => typeof value === 'string' && /\s/.test(value.trim());

/** The leaf-level changes between two values (objects are walked, arrays and scalars compared whole). */
function valueChanges(
  path: string,
  before: unknown,
  after: unknown,
  into: FieldChange[] = [],
): FieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) valueChanges(path ? `${path}.${key}` : key, before[key], after[key], into);
    return into;
  }
  if (before === after || canonicalJson(before) === canonicalJson(after)) return into;
  const change: FieldChange = { path, before, after };
  if (isProse(before) && isProse(after)) change.words = wordDiff(before, after);
  into.push(change);
  return into;
}

interface ParsedNode {
  id: string;
  [key: string]: unknown;
}

interface ParsedContent {
  nodes: Map<string, ParsedNode>;
  edges: unknown;
}

const EMPTY_CONTENT: ParsedContent = { nodes: new Map<string, ParsedNode>(), edges: [] };

function nodesOf(contentJSON: string): ParsedContent | null {
  try {
    const parsed = JSON.parse(contentJSON) as { nodes?: ParsedNode[]; edges?: unknown };
    return { nodes: new Map((parsed.nodes ?? []).map((node) => [node.id, node])), edges: parsed.edges ?? [] };
  } catch {
    return null;
  }
}

function workflowChange(
  workflowId: string,
  before: VersionSide['workflows'][number] | undefined,
  after: VersionSide['workflows'][number] | undefined,
): WorkflowChange | null {
  const name = after?.name ?? before?.name ?? workflowId;
  const change = !before ? 'added' : !after ? 'removed' : 'changed';
  const fields: FieldChange[] = [];
  for (const field of ['name', 'type', 'status'] as const)
    valueChanges(field, before?.[field], after?.[field], fields);
  const parsedBefore = before ? nodesOf(before.contentJSON) : EMPTY_CONTENT;
  const parsedAfter = after ? nodesOf(after.contentJSON) : EMPTY_CONTENT;
  const nodes: NodeChange[] = [];
  if (!parsedBefore || !parsedAfter) {
    valueChanges('contentJSON', before?.contentJSON, after?.contentJSON, fields);
  } else {
    valueChanges('edges', parsedBefore.edges, parsedAfter.edges, fields);
    const ids = [...new Set([...parsedBefore.nodes.keys(), ...parsedAfter.nodes.keys()])].sort();
    for (const nodeId of ids) {
      const was = parsedBefore.nodes.get(nodeId);
      const is = parsedAfter.nodes.get(nodeId);
      // Most nodes are untouched between versions: one string comparison settles those.
      if (was && is && JSON.stringify(was) === JSON.stringify(is)) continue;
      const nodeFields = valueChanges('', was ?? {}, is ?? {});
      if (nodeFields.length === 0) continue;
      nodes.push({ nodeId, change: !was ? 'added' : !is ? 'removed' : 'changed', fields: nodeFields });
    }
  }
  if (change === 'changed' && fields.length === 0 && nodes.length === 0) return null;
  return { workflowId, name, change, fields, nodes };
}

/**
 * What changed from `before` to `after` (two snapshots, or live and its draft): each area's field
 * changes, and each workflow's own changes with its nodes added, removed or changed.
 */
export function diffVersions(before: VersionSide, after: VersionSide): VersionDiff {
  const areas: Record<DiffArea, FieldChange[]> = { prompt: [], voice: [], settings: [], knowledge: [] };
  const mapId = (side: VersionSide) => workflowIdMapper(side.workflows);
  for (const field of VERSIONED_AGENT_FIELDS) {
    if (field === 'workflowIds') continue; // shown per workflow below
    let was: unknown = before.agent[field];
    let is: unknown = after.agent[field];
    if (field === 'workflowSettings') {
      const defaultOf = (side: VersionSide) => {
        const id = side.agent.workflowSettings.defaultWorkflowId;
        return { ...side.agent.workflowSettings, defaultWorkflowId: id ? mapId(side)(id) : null };
      };
      was = defaultOf(before);
      is = defaultOf(after);
    }
    if (field === 'promptModules') {
      // Module by module, so a changed module's Markdown gets its word-level diff.
      for (const change of promptModuleChanges(before.agent.promptModules, after.agent.promptModules)) {
        valueChanges(change.path, change.before, change.after, areas.prompt);
      }
      continue;
    }
    valueChanges(field, was, is, areas[FIELD_AREAS[field] ?? 'settings']);
  }
  const beforeWorkflows = new Map(before.workflows.map((workflow) => [mapId(before)(workflow.id), workflow]));
  const afterWorkflows = new Map(after.workflows.map((workflow) => [mapId(after)(workflow.id), workflow]));
  const workflowIds = [...new Set([...beforeWorkflows.keys(), ...afterWorkflows.keys()])].sort();
  const workflows = workflowIds
    .map((id) => workflowChange(id, beforeWorkflows.get(id), afterWorkflows.get(id)))
    .filter((change): change is WorkflowChange => change !== null);
  const changed = workflows.length > 0 || Object.values(areas).some((changes) => changes.length > 0);
  return { areas, workflows, changed };
}
