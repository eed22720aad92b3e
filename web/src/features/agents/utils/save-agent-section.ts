import { agentUpdateFailedToast, agentUpdatedToast, type LastUpdatedBy } from '@parley/domain';
import type { Notify } from '../../../components/notifications/notifications-context';
import type { NotifyError } from '../../../components/notifications/use-notify-error';
import { buildAgentUpdate, type AgentSection } from './agent-update';

export interface SaveAgentSectionDeps {
  /** Writes the update to the agent document. */
  write: (update: Record<string, unknown>) => Promise<void>;
  notify: Notify;
  notifyError: NotifyError;
  /** The signed-in user, recorded as lastUpdatedBy. */
  by: LastUpdatedBy;
}

/**
 * Saves one edit form: writes only what changed, then toasts 'Agent updated.' / 'Your changes have been
 * saved.', or 'Uh oh! Something went wrong.' / 'There was a problem with your request: {message}'.
 * Resolves true when saved (or when nothing needed saving), false when the write failed.
 */
export async function saveAgentSection(
  deps: SaveAgentSectionDeps,
  section: AgentSection,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  try {
    const update = buildAgentUpdate(section, before, after, deps.by);
    if (update) await deps.write(update);
    deps.notify(agentUpdatedToast(), { severity: 'success' });
    return true;
  } catch (error) {
    deps.notifyError(error, agentUpdateFailedToast);
    return false;
  }
}
