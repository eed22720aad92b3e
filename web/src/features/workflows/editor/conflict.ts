// What the editor does when the stored workflow moves under it (docs/workflows.md, "Conflicts"): the
// live read shows another tab's save, or our save came back 409. Pure, so the decision is tested.
import { mergeWorkflowContent, type WorkflowContent } from '@parley/domain';

export interface SyncInput {
  /** The stored revision the live read shows (null while loading). */
  readonly stored: number | null;
  /** The revision the editor loaded or last saved. */
  readonly ours: number;
  /** Edits not yet saved. */
  readonly dirty: boolean;
  /** A save is on its way: its own revision bump will show in the live read before its answer. */
  readonly saving: boolean;
  /** A save was refused with a revision conflict (409) and not yet resolved. */
  readonly refused: boolean;
}

/**
 * in-sync: nothing to do. adopt: someone else saved and we have nothing unsaved: show theirs (a second
 * tab follows live). ask: both changed: the user reloads theirs or merges; nothing is saved meanwhile.
 */
export type SyncDecision = 'in-sync' | 'adopt' | 'ask';

export function syncDecision({ stored, ours, dirty, saving, refused }: SyncInput): SyncDecision {
  if (refused) return 'ask';
  if (stored === null || saving || stored <= ours) return 'in-sync';
  return dirty ? 'ask' : 'adopt';
}

/**
 * "Merge by step": their content with my changes since `base` re-applied, and the labels of the steps
 * we both changed (mine kept there) for the user to look at.
 */
export function mergeChanges(
  base: WorkflowContent,
  mine: WorkflowContent,
  theirs: WorkflowContent,
): { content: WorkflowContent; conflictLabels: string[] } {
  const merged = mergeWorkflowContent(base, mine, theirs);
  const byId = new Map(merged.content.nodes.map((node) => [node.id, node]));
  const conflictLabels = merged.conflicts.map((id) => {
    const label = byId.get(id)?.data.frontend.label;
    return typeof label === 'string' && label !== '' ? label : id;
  });
  return { content: merged.content, conflictLabels };
}
