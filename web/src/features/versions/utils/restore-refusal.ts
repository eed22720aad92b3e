import { MSG_RESTORE_NEEDS_VERSION_CONTROL } from '../strings';

/**
 * Why the user may not restore a version of this agent, or null: their read-only reason first (a
 * VIEWER), else version control being off for it (`editsGoToDraft`: restore makes a draft). The header's
 * version menu and the Versions tab ask this one question, so they never disagree.
 */
export function restoreRefusal(readOnlyReason: string | null, versionControl: boolean): string | null {
  return readOnlyReason ?? (versionControl ? null : MSG_RESTORE_NEEDS_VERSION_CONTROL);
}
