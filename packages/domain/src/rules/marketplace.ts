// The action marketplace's pure rules (who sees an action: isCustomActionVisible in permissions.ts):
// how a listing is split into 'in' queries, the status steps of review, and filling an action's request template. docs/integrations.md.
import { IN_QUERY_CHUNK_SIZE } from '../constants';
import type { ActionStatus } from '../enums';
import type { ActionRequestTemplate, CustomAction } from '../schemas/integration';
import { CUSTOM_ACTION_NODE_TYPE, nodeUsedVariables } from '../schemas/workflow-nodes';
import { fillTemplate } from './template';
import { chunk } from './chunk';

/** The members of organisations as t_orgs lists them. */
export interface OrgMembers {
  ownerUid: string;
  adminUids: readonly string[];
  memberUids: readonly string[];
}

/** Everyone who shares one of these organisations, the viewer included, once each. */
export function teammateUids(orgs: readonly OrgMembers[]): string[] {
  const uids = new Set<string>();
  for (const org of orgs) {
    for (const uid of [org.ownerUid, ...org.adminUids, ...org.memberUids]) if (uid) uids.add(uid);
  }
  return [...uids].sort();
}

/** The ownerUid values of the 'in' queries that list teammates' actions: at most 30 per query. */
export function ownerQueryChunks(uids: readonly string[]): string[][] {
  return chunk([...new Set(uids)].sort(), IN_QUERY_CHUNK_SIZE);
}

/** One list from several queries' answers: each action once, by name. */
export function mergeActions<T extends Pick<CustomAction, 'id' | 'name'>>(
  lists: readonly (readonly T[])[],
): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const action of list) byId.set(action.id, action);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** A step of an action's life: the owner edits or submits; a platform ADMIN approves or rejects. */
export type ActionStep = 'edit' | 'submit' | 'approve' | 'reject';

/** The status a step leads to, or null when the action's status does not allow it. */
export function nextActionStatus(status: ActionStatus, step: ActionStep): ActionStatus | null {
  switch (step) {
    case 'edit':
      return status === 'draft' ? 'draft' : null;
    case 'submit':
      return status === 'draft' ? 'pending_review' : null;
    case 'approve':
      return status === 'pending_review' ? 'published' : null;
    case 'reject':
      return status === 'pending_review' ? 'draft' : null;
  }
}

/** The {{variables}} an action's request template reads, in order of first use. */
export function actionTemplateVariables(template: ActionRequestTemplate): string[] {
  return nodeUsedVariables(CUSTOM_ACTION_NODE_TYPE, { ...template });
}

/** The request a filled template makes: URL, header values and body filled in. */
export function fillActionRequest(
  template: ActionRequestTemplate,
  values: Readonly<Record<string, string>>,
): ActionRequestTemplate {
  return {
    method: template.method,
    url: fillTemplate(template.url, values),
    headers: Object.fromEntries(
      Object.entries(template.headers).map(([name, value]) => [name, fillTemplate(value, values)]),
    ),
    body: fillTemplate(template.body, values),
  };
}
