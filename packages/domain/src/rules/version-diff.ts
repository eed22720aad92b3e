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
import {
  agentSettingLabel,
  connectionText,
  ID_LIST_FIELDS,
  idListSummary,
  stepAddedText,
  stepChangedText,
  stepRemovedText,
} from './version-diff-words';
import { handleName, nodeTypeName, settingPlace, stepName } from './workflow-words';

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

/**
 * One changed value: its path inside the area ("generalSettings.timezone", a key, never shown), its
 * label as the user knows the setting ("Timezone"), both values, and words for text.
 */
export interface FieldChange {
  path: string;
  label: string;
  before: unknown;
  after: unknown;
  /** Word-level changes, when both values are text of several words. */
  words?: WordChange[];
  /** What happened, when the values are ids that mean nothing to a person ("1 added, 2 removed"). */
  summary?: string;
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
  /** The step's name (its label, else its type in words), never its id. */
  name: string;
  /** The change as a sentence: "Step “Confirm details” added after “Collect information”". */
  text: string;
  fields: FieldChange[];
}

export interface WorkflowChange {
  /** The workflow's id on the live side. */
  workflowId: string;
  name: string;
  change: 'added' | 'removed' | 'changed';
  /** Name, type and status changes. */
  fields: FieldChange[];
  nodes: NodeChange[];
  /** Connections made or undone between steps that exist on both sides, as sentences. */
  connections: string[];
  /** Steps that only moved on the canvas: folded into a count, not listed. */
  layoutMoves: number;
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

/**
 * The leaf-level changes between two values (objects are walked, arrays and scalars compared whole),
 * each labelled by `label` from its path.
 */
function valueChanges(
  path: string,
  before: unknown,
  after: unknown,
  into: FieldChange[],
  label: (path: string) => string,
): FieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) valueChanges(path ? `${path}.${key}` : key, before[key], after[key], into, label);
    return into;
  }
  if (before === after || canonicalJson(before) === canonicalJson(after)) return into;
  const change: FieldChange = { path, label: label(path), before, after };
  if (isProse(before) && isProse(after)) change.words = wordDiff(before, after);
  into.push(change);
  return into;
}

interface ParsedNode {
  id: string;
  data?: { type?: unknown; frontend?: unknown };
  [key: string]: unknown;
}

interface ParsedEdge {
  source?: unknown;
  target?: unknown;
  sourceHandle?: unknown;
}

interface ParsedContent {
  nodes: Map<string, ParsedNode>;
  edges: readonly ParsedEdge[];
}

const EMPTY_CONTENT: ParsedContent = { nodes: new Map<string, ParsedNode>(), edges: [] };

function nodesOf(contentJSON: string): ParsedContent | null {
  try {
    const parsed = JSON.parse(contentJSON) as { nodes?: ParsedNode[]; edges?: unknown };
    const edges = Array.isArray(parsed.edges) ? (parsed.edges as ParsedEdge[]) : [];
    return { nodes: new Map((parsed.nodes ?? []).map((node) => [node.id, node])), edges };
  } catch {
    return null;
  }
}

const frontendOf = (node: ParsedNode | undefined): Record<string, unknown> =>
  isRecord(node?.data?.frontend) ? node.data.frontend : {};
const typeOf = (node: ParsedNode | undefined): string =>
  typeof node?.data?.type === 'string' ? node.data.type : '';

/** A step's name as people know it: its label, else its type in words. */
const nameOf = (node: ParsedNode | undefined): string =>
  stepName({ data: { type: typeOf(node), frontend: frontendOf(node) } });

/** A step's setting by its label: "data.frontend.label" → "Name", "data.frontend.branches" → "Branches". */
function nodeFieldLabel(path: string): string {
  if (path === 'data.type') return 'Step type';
  const inner = path.replace(/^data\.frontend\.?/, '');
  if (inner === 'label') return 'Name';
  return settingPlace(inner.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
}

const WORKFLOW_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  type: 'Calls',
  status: 'Status',
};
const workflowFieldLabel = (path: string): string => WORKFLOW_FIELD_LABELS[path] ?? 'Content';

const edgeKey = (edge: ParsedEdge): string =>
  [edge.source, edge.sourceHandle ?? '', edge.target].map((part) => String(part)).join('\u0000');

/** The connections made and undone, said with step names; those of added or removed steps are said by the step. */
function connectionChanges(before: ParsedContent, after: ParsedContent): string[] {
  const was = new Map(before.edges.map((edge) => [edgeKey(edge), edge]));
  const is = new Map(after.edges.map((edge) => [edgeKey(edge), edge]));
  const lines: string[] = [];
  const say = (change: 'added' | 'removed', edge: ParsedEdge, side: ParsedContent, other: ParsedContent) => {
    const source = side.nodes.get(String(edge.source));
    const target = side.nodes.get(String(edge.target));
    if (!source || !target) return;
    // A step added (or removed) is said once, with where it sits: not again as each of its connections.
    if (
      !other.nodes.has(String(edge.target)) ||
      (change === 'removed' && !other.nodes.has(String(edge.source)))
    )
      return;
    const handle =
      typeof edge.sourceHandle === 'string' ? handleName(frontendOf(source), edge.sourceHandle) : null;
    lines.push(connectionText(change, nameOf(source), nameOf(target), handle));
  };
  for (const [key, edge] of is) if (!was.has(key)) say('added', edge, after, before);
  for (const [key, edge] of was) if (!is.has(key)) say('removed', edge, before, after);
  return lines;
}

/** The steps that lead to `nodeId` on one side, by name. */
function predecessors(content: ParsedContent, nodeId: string): string[] {
  return content.edges
    .filter((edge) => edge.target === nodeId && content.nodes.has(String(edge.source)))
    .map((edge) => nameOf(content.nodes.get(String(edge.source))));
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
    valueChanges(field, before?.[field], after?.[field], fields, workflowFieldLabel);
  const parsedBefore = before ? nodesOf(before.contentJSON) : EMPTY_CONTENT;
  const parsedAfter = after ? nodesOf(after.contentJSON) : EMPTY_CONTENT;
  const nodes: NodeChange[] = [];
  let connections: string[] = [];
  let layoutMoves = 0;
  if (!parsedBefore || !parsedAfter) {
    // Content that is not JSON is never shown: the user is told it changed, not given the text.
    if (before?.contentJSON !== after?.contentJSON)
      fields.push({
        path: 'contentJSON',
        label: workflowFieldLabel('contentJSON'),
        before: null,
        after: null,
        summary: 'The steps changed, but one side could not be read',
      });
  } else {
    connections = connectionChanges(parsedBefore, parsedAfter);
    const ids = [...new Set([...parsedBefore.nodes.keys(), ...parsedAfter.nodes.keys()])].sort();
    for (const nodeId of ids) {
      const was = parsedBefore.nodes.get(nodeId);
      const is = parsedAfter.nodes.get(nodeId);
      // Most nodes are untouched between versions: one string comparison settles those.
      if (was && is && JSON.stringify(was) === JSON.stringify(is)) continue;
      if (was && is) {
        const nodeFields: FieldChange[] = [];
        valueChanges('data.type', typeOf(was), typeOf(is), nodeFields, nodeFieldLabel);
        valueChanges('data.frontend', frontendOf(was), frontendOf(is), nodeFields, nodeFieldLabel);
        // Same type and settings: it only moved (or its stored flags changed), which no caller hears.
        if (nodeFields.length === 0) {
          layoutMoves += 1;
          continue;
        }
        for (const field of nodeFields)
          if (field.path === 'data.type') {
            field.before = nodeTypeName(String(field.before));
            field.after = nodeTypeName(String(field.after));
          }
        const stepNameNow = nameOf(is);
        nodes.push({
          nodeId,
          change: 'changed',
          name: stepNameNow,
          text: stepChangedText(stepNameNow),
          fields: nodeFields,
        });
      } else if (is) {
        const added = nameOf(is);
        const text = stepAddedText(added, predecessors(parsedAfter, nodeId));
        nodes.push({ nodeId, change: 'added', name: added, text, fields: [] });
      } else {
        const removed = nameOf(was);
        nodes.push({ nodeId, change: 'removed', name: removed, text: stepRemovedText(removed), fields: [] });
      }
    }
  }
  if (
    change === 'changed' &&
    fields.length === 0 &&
    nodes.length === 0 &&
    connections.length === 0 &&
    layoutMoves === 0
  )
    return null;
  return { workflowId, name, change, fields, nodes, connections, layoutMoves };
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
    const was: unknown = before.agent[field];
    const is: unknown = after.agent[field];
    const area = areas[FIELD_AREAS[field] ?? 'settings'];
    if (field === 'workflowSettings') {
      // The default workflow, matched by its live id, shown by its name (never its id).
      const defaultOf = (side: VersionSide) => {
        const id = side.agent.workflowSettings.defaultWorkflowId;
        const mapped = id ? mapId(side)(id) : null;
        const named = side.workflows.find((workflow) => mapId(side)(workflow.id) === mapped);
        return { mapped, name: mapped && (named?.name ?? mapped) };
      };
      const [from, to] = [defaultOf(before), defaultOf(after)];
      if (from.mapped !== to.mapped) {
        const path = 'workflowSettings.defaultWorkflowId';
        area.push({ path, label: agentSettingLabel(path), before: from.name, after: to.name });
      }
      continue;
    }
    if (field === 'promptModules') {
      // Module by module, so a changed module's Markdown gets its word-level diff.
      for (const change of promptModuleChanges(before.agent.promptModules, after.agent.promptModules)) {
        valueChanges(change.path, change.before, change.after, areas.prompt, agentSettingLabel);
      }
      continue;
    }
    if (ID_LIST_FIELDS.has(field)) {
      // Knowledge and widgets are linked by id: say how many came and went, never the ids.
      const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
      if (canonicalJson([...ids(was)].sort()) !== canonicalJson([...ids(is)].sort()))
        area.push({
          path: field,
          label: agentSettingLabel(field),
          before: was,
          after: is,
          summary: idListSummary(ids(was), ids(is)),
        });
      continue;
    }
    if (field === 'selectedVoiceId') {
      if (was !== is)
        area.push({
          path: field,
          label: agentSettingLabel(field),
          before: was,
          after: is,
          summary: is === null ? 'No voice' : 'Another voice chosen',
        });
      continue;
    }
    valueChanges(field, was, is, area, agentSettingLabel);
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
