// Saving the editor's content and following other tabs' saves (docs/workflows.md, "The editor"): edits
// are saved 800 ms after the last one, against the revision loaded; the live read of the workflow shows
// other saves. Nothing is ever overwritten silently: a save refused with a revision conflict, or another
// save seen while we have unsaved edits, asks the user to reload theirs or merge by step.
import {
  copyWorkflowIdOf,
  parseWorkflowContent,
  WORKFLOW_ERROR_REASONS,
  type Workflow,
  type WorkflowContent,
} from '@parley/domain';
import { getDoc } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { useFirestore } from 'reactfire';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import type { AgentEditTarget } from '../../../lib/agent-org-page';
import { reasonOf } from '../../../lib/errors';
import { workflowDocRef } from '../api/workflow-refs';
import { useSaveWorkflow } from '../api/workflow-routes';
import { mergeChanges, syncDecision } from './conflict';
import type { EditorAction, EditorState } from './editor-state';
import { EDITOR_STRINGS } from './strings';

/** How long after the last edit the editor saves. */
export const SAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error';

export interface WorkflowSync {
  readonly status: SaveStatus;
  /** Another save conflicts with our unsaved edits: the dialog is open. */
  readonly conflict: boolean;
  /** Their content is loaded (the live read caught up with the conflicting save). */
  readonly canResolve: boolean;
  readonly reload: () => void;
  readonly merge: () => void;
  readonly retry: () => void;
}

interface SyncOptions {
  readonly workflow: Workflow;
  readonly state: EditorState;
  readonly dispatch: Dispatch<EditorAction>;
  readonly edit: AgentEditTarget;
  /** The draft was just made: from now on the editor writes its copy of this workflow. */
  readonly onRetarget: (workflowId: string) => void;
}

export function useWorkflowSync({ workflow, state, dispatch, edit, onRetarget }: SyncOptions): WorkflowSync {
  const firestore = useFirestore();
  const save = useSaveWorkflow();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  // The content at `state.revision`: what a merge compares both sides with.
  const base = useRef<WorkflowContent>(state.content);
  // The workflow saves go to: this one, or the draft's copy of it once the first edit made the draft.
  const target = useRef({ workflowId: workflow.id, agentId: workflow.agentId });
  const [targetId, setTargetId] = useState(workflow.id);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const theirs = useMemo(() => parseWorkflowContent(workflow.contentJSON), [workflow.contentJSON]);
  // Until the live read follows a retarget, the document shown is not the one we save to.
  const current = workflow.id === targetId;
  const decision = syncDecision({
    stored: current ? workflow.revision : null,
    ours: state.revision,
    dirty: state.dirty,
    saving,
    refused,
  });

  // Another tab saved and we have nothing unsaved: follow it.
  useEffect(() => {
    if (decision !== 'adopt' || !theirs) return;
    base.current = theirs;
    dispatch({ type: 'load', content: theirs, revision: workflow.revision });
  }, [decision, theirs, workflow.revision, dispatch]);

  const flush = useCallback(async () => {
    const content = latest.current.content;
    setSaving(true);
    setFailed(false);
    try {
      const agentId = await edit.ensure();
      let baseVersion = latest.current.revision;
      if (agentId !== target.current.agentId) {
        // Under version control the first edit makes the draft, which owns a copy of this workflow
        // (the same content as the live one we loaded): save onto the copy, at the copy's revision.
        const workflowId = copyWorkflowIdOf(agentId, target.current.workflowId);
        const copy = await getDoc(workflowDocRef(firestore, workflowId));
        baseVersion = copy.data()?.revision ?? 0;
        target.current = { workflowId, agentId };
        setTargetId(workflowId);
        onRetarget(workflowId);
      }
      const answer = await save.mutateAsync({
        agentId,
        workflowId: target.current.workflowId,
        contentJSON: JSON.stringify(content),
        baseVersion,
      });
      base.current = content;
      dispatch({ type: 'saved', revision: answer.revision, content });
    } catch (error) {
      if (reasonOf(error) === WORKFLOW_ERROR_REASONS.revisionConflict) setRefused(true);
      else {
        setFailed(true);
        notifyError(error);
      }
    } finally {
      setSaving(false);
    }
  }, [edit, firestore, onRetarget, save, dispatch, notifyError]);

  // Debounced save: each edit restarts the clock; a save answered with edits still pending reschedules.
  const canSave = edit.readOnlyReason === null && decision === 'in-sync' && !saving && !failed;
  useEffect(() => {
    if (!state.dirty || !canSave) return undefined;
    const timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state.content, state.dirty, state.revision, canSave, flush]);

  // Leaving the page with unsaved edits asks first (the browser's own prompt).
  useEffect(() => {
    if (!state.dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [state.dirty]);

  const canResolve = current && theirs !== null && workflow.revision > state.revision;
  const reload = useCallback(() => {
    if (!theirs) return;
    base.current = theirs;
    setRefused(false);
    dispatch({ type: 'load', content: theirs, revision: workflow.revision });
  }, [theirs, workflow.revision, dispatch]);
  const merge = useCallback(() => {
    if (!theirs) return;
    const merged = mergeChanges(base.current, latest.current.content, theirs);
    base.current = theirs;
    setRefused(false);
    dispatch({ type: 'merged', content: merged.content, revision: workflow.revision });
    notify(
      merged.conflictLabels.length > 0
        ? EDITOR_STRINGS.mergedWithConflicts(merged.conflictLabels.join(', '))
        : EDITOR_STRINGS.merged,
      { severity: merged.conflictLabels.length > 0 ? 'warning' : 'success' },
    );
  }, [theirs, workflow.revision, dispatch, notify]);
  const retry = useCallback(() => {
    setFailed(false);
  }, []);

  const status: SaveStatus = failed ? 'error' : saving ? 'saving' : state.dirty ? 'pending' : 'saved';
  return { status, conflict: decision === 'ask', canResolve, reload, merge, retry };
}
