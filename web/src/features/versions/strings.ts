// The versions screens' own wording (publish dialog, history, diff, restore). The spec fixes none of
// it; the server's answers (MSG_PUBLISHED...) come from @parley/domain.
import type { DiffArea } from '@parley/domain';

export const LABEL_PUBLISH = 'Publish';
export const LABEL_PUBLISHING = 'Publishing…';
export const publishTitle = (agentName: string): string => `Publish ${agentName}`;
export const LABEL_PUBLISH_NOTE = 'Note (optional)';
export const MSG_PUBLISH_NOTE_HINT = 'What changed, for the version history.';
export const MSG_NOTHING_TO_PUBLISH = 'Nothing to publish: the draft is the same as what is live.';
export const MSG_PUBLISH_BLOCKED = 'Fix these workflow problems before publishing:';
/** Where a blocking problem is: the workflow, then the step by name (never its id). */
export const publishProblemPlace = (workflow: string, step: string): string => `${workflow} › ${step}`;
export const LABEL_CHANGES_TO_PUBLISH = 'Changes to publish';
export const LABEL_LOADING_CHANGES = 'Loading changes';

export const LABEL_VERSION_MENU = 'Version actions';
export const LABEL_VERSION_HISTORY = 'Version history';
export const restoreVersionLabel = (label: string): string => `Restore ${label}`;
export const restoreTitle = (label: string): string => `Restore ${label} as the draft?`;
export const MSG_RESTORE_REPLACES_EDITS =
  'Your draft has changes that are not published. Restoring replaces them with this version; the history stays as it is.';
export const LABEL_RESTORE = 'Restore';
export const restoredToast = (label: string): string =>
  `${label} restored as the draft: publish it to make it live`;
export const MSG_RESTORE_NEEDS_VERSION_CONTROL =
  'Turn on version control in the organization settings to restore a version.';

export const LABEL_HISTORY = 'History';
export const LABEL_LOADING_VERSIONS = 'Loading versions';
export const MSG_NO_VERSIONS = 'No version published yet: the first publish starts the history.';
export const LABEL_LIVE_BADGE = 'Live';
export const versionByline = (who: string, when: string): string => `${who} · ${when}`;
export const LABEL_UNKNOWN_AUTHOR = 'Unknown';
export const LABEL_UNKNOWN_TIME = 'Unknown time';

export const LABEL_COMPARE = 'Compare';
export const LABEL_COMPARE_FROM = 'From';
export const LABEL_COMPARE_TO = 'To';
export const LABEL_SIDE_LIVE = 'Live';
export const LABEL_SIDE_DRAFT = 'Draft';
export const MSG_NO_DIFFERENCES = 'No differences.';

export const DIFF_AREA_LABELS: Record<DiffArea, string> = {
  prompt: 'Prompt',
  voice: 'Voice',
  settings: 'Settings',
  knowledge: 'Knowledge',
};
export const workflowHeading = (name: string): string => `Workflow: ${name}`;
export const CHANGE_LABELS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;
export const LABEL_BEFORE = 'Before';
export const LABEL_AFTER = 'After';
export const LABEL_EMPTY_VALUE = '(empty)';
