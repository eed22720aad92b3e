// What a draft is and which of an agent's fields a version carries (docs/versions.md).
import { COLLECTIONS } from '../constants';
import type { Agent } from '../schemas/agent';
import type { Workflow } from '../schemas/workflow';
import { AGENT_VOICE_FIELDS, CLIENT_WRITABLE_FIELDS } from './client-writable';

/**
 * The agent fields a version holds, which publish copies from a draft (or a promoted B copy) onto the
 * live agent and the diff compares: what users edit (settings, prompt, voice), the knowledge links and
 * the workflow links. Numbers, cluster, concurrency, queue state and ids stay the live agent's own.
 */
export const VERSIONED_AGENT_FIELDS = [
  ...CLIENT_WRITABLE_FIELDS[COLLECTIONS.agents].filter((field) => field !== 'primaryPhoneNumberCustomName'),
  ...AGENT_VOICE_FIELDS,
  'category',
  'widgetIds',
  'faqIds',
  'documentIds',
  'websiteIds',
  'workflowIds',
] as const satisfies readonly (keyof Agent)[];
export type VersionedAgentField = (typeof VERSIONED_AGENT_FIELDS)[number];
export type VersionedAgentFields = Pick<Agent, VersionedAgentField>;

/** The workflow fields a version holds (ids and stamps aside). */
export const VERSIONED_WORKFLOW_FIELDS = ['name', 'type', 'status', 'contentJSON'] as const;

const DRAFT_SUFFIX = '_draft';
/** A workflow created on a copy itself gets this suffix on the live side when first published. */
const PUBLISHED_SUFFIX = '_live';

/**
 * A live agent's one draft has this id, so two tabs opening the draft at once land on one document
 * (created in a transaction that finds it there the second time).
 */
export const draftAgentIdOf = (agentId: string): string => `${agentId}${DRAFT_SUFFIX}`;

/** A copy's (draft's or B copy's) workflow copied from a live one: deterministic, so a retried copy lands on it. */
export const copyWorkflowIdOf = (copyAgentId: string, liveWorkflowId: string): string =>
  `${copyAgentId}_${liveWorkflowId}`;

/** The live workflow a copy's workflow is published onto: its source, or a new id for one made on the copy. */
export function liveWorkflowIdOf(workflow: Pick<Workflow, 'id' | 'sourceWorkflowId'>): string {
  return workflow.sourceWorkflowId ?? `${workflow.id}${PUBLISHED_SUFFIX}`;
}

/**
 * How one side of a comparison names its workflows on the live side: a copy's workflows by their
 * source (made-on-copy ones keep their id until published), a live agent's by their own id.
 */
export function workflowIdMapper(
  workflows: readonly Pick<Workflow, 'id' | 'sourceWorkflowId'>[],
): (id: string) => string {
  const byId = new Map(workflows.map((workflow) => [workflow.id, workflow.sourceWorkflowId ?? workflow.id]));
  return (id) => byId.get(id) ?? id;
}

/** The snapshot of an agent's version: t_agent_versions/{agentId}_{version}. */
export const agentVersionIdOf = (agentId: string, version: number): string => `${agentId}_${String(version)}`;

/** An agent's versioned fields, nothing else. */
export function versionedFieldsOf(agent: VersionedAgentFields): VersionedAgentFields {
  return Object.fromEntries(
    VERSIONED_AGENT_FIELDS.map((field) => [field, agent[field]]),
  ) as unknown as VersionedAgentFields;
}

/** JSON with sorted object keys, so two equal maps compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

export type VersionedWorkflow = Pick<
  Workflow,
  'id' | 'sourceWorkflowId' | (typeof VERSIONED_WORKFLOW_FIELDS)[number]
>;

/**
 * What a version of an agent is, in comparable form: its versioned fields and each workflow's, with
 * workflow ids named as on the live side (workflowIdMapper), so a fresh copy compares equal to its
 * live agent.
 */
export function versionContent(agent: VersionedAgentFields, workflows: readonly VersionedWorkflow[]): string {
  const fields = versionedFieldsOf(agent);
  const liveId = workflowIdMapper(workflows);
  const defaultId = fields.workflowSettings.defaultWorkflowId;
  return canonicalJson({
    ...fields,
    workflowIds: fields.workflowIds.map(liveId).sort(),
    workflowSettings: { ...fields.workflowSettings, defaultWorkflowId: defaultId ? liveId(defaultId) : null },
    workflows: workflows
      .map((workflow) => ({
        id: liveId(workflow.id),
        ...Object.fromEntries(VERSIONED_WORKFLOW_FIELDS.map((field) => [field, workflow[field]])),
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  });
}

/** Whether a copy differs from its live agent (the draft's `isEdited`). */
export function draftDiffersFromLive(
  draft: { agent: VersionedAgentFields; workflows: readonly VersionedWorkflow[] },
  live: { agent: VersionedAgentFields; workflows: readonly VersionedWorkflow[] },
): boolean {
  return versionContent(draft.agent, draft.workflows) !== versionContent(live.agent, live.workflows);
}

/**
 * Whether a change to this agent must be made on its draft instead: a live agent of an organisation with
 * version control on changes only by publishing (drafts and A/B copies are edited in place). The same
 * test as the t_agents update rule in firestore.rules.
 */
export function editsGoToDraft(
  agent: Pick<Agent, 'isDraft' | 'isABTestAgent'>,
  org: { enableAgentVersionControl: boolean },
): boolean {
  return org.enableAgentVersionControl && !agent.isDraft && !agent.isABTestAgent;
}
