// The workflow editor's own wording (the spec's texts stay in @parley/domain's messages).
import { nodeTypeName, type NodeFlag } from '@parley/domain';

export const EDITOR_STRINGS = {
  canvasLabel: 'Workflow canvas',
  paletteTitle: 'Add a step',
  paletteHint: 'Press Enter to add, or drag onto the canvas',
  addStep: (title: string) => `Add ${title}`,
  problemsTitle: 'Problems',
  noProblems: 'No problems: this workflow is ready to publish.',
  problemCount: (count: number) => (count === 1 ? '1 problem' : `${String(count)} problems`),
  panelEmpty: 'Select a step to edit it.',
  panelMany: (count: number) => `${String(count)} steps selected`,
  stepLabel: 'Label',
  connectTo: 'Connect to…',
  connectFrom: 'From',
  connectTarget: 'Next step',
  connect: 'Connect',
  nextSteps: 'Next steps',
  noNextSteps: 'No next step yet.',
  removeEdge: (label: string) => `Remove the connection to ${label}`,
  deleteSelection: 'Delete',
  duplicate: 'Copy and paste',
  undo: 'Undo',
  redo: 'Redo',
  autoLayout: 'Tidy up',
  back: 'Workflows',
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saveFailed: 'Not saved',
  retrySave: 'Retry',
  loadFailed: 'The workflow could not be opened.',
  notFound: 'This workflow does not exist or was deleted.',
  unreadable: 'The workflow content could not be read.',
  conflictTitle: 'This workflow was changed in another tab or by someone else',
  conflictBody:
    'Someone saved this workflow after you opened it. Reload theirs (your unsaved changes are dropped) or merge: their version with your changes re-applied step by step.',
  conflictReload: 'Reload theirs',
  conflictMerge: 'Merge by step',
  mergedWithConflicts: (labels: string) => `Merged. Both of you changed ${labels}: your version was kept.`,
  merged: 'Merged with the other changes.',
  otherwise: 'Otherwise',
  unknownType: 'Unknown step type: it is kept as it is and checked only for reachability and variables.',
  addRow: (what: string) => `Add ${what}`,
  removeRow: (what: string, index: number) => `Remove ${what} ${String(index + 1)}`,
  /** How a step and an edge the Test chat went through are announced (the canvas draws them lit). */
  traceCurrent: 'current step in the test chat',
  traceVisited: 'visited in the test chat',
  kindTitle: { TRIGGER: 'Triggers', FORM: 'Conversation', ACTION: 'Actions', OTHER: 'Logic and other' },
} as const;

/** What each validator flag means, as a node's badge and its screen-reader text say it. */
export const FLAG_TEXT: Readonly<Record<NodeFlag, string>> = {
  isolated: 'Not reachable',
  invalidOutgoerCount: 'Wrong connections',
  invalidVariables: 'Variable not always set',
  formValidationErrors: 'Incomplete settings',
};

/** A node type as people read it: SEND_SMS → "Send SMS" (the domain's words, shared with the diff). */
export const nodeTypeTitle = nodeTypeName;
