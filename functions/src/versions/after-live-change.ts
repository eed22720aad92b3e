// What follows a committed change of a live agent's content, the same for every way it changes
// (publish, promoting an A/B test's B copy, ending a test): run after the transaction, never inside it.
import { releaseKnowledgeItems, type KnowledgeItem } from '../knowledge/release-knowledge-item';
import { invalidateAgentIndex } from '../knowledge/retrieval/knowledge-service';
import { clearAgentCache } from '../voice-engine/voice-engine-client';
import { syncAgentAssistant } from '../vapi/sync-agent-assistant';

/**
 * Drops what caches the live agent (the voice engine's copy, this instance's knowledge index: its
 * retrieval follows the knowledge links just copied onto it), brings its Vapi assistant up to date (Vapi
 * down leaves it pending for the sweep, never fails the change: docs/voice-engine.md), then releases the
 * knowledge items it no longer links — each goes once no agent links it
 * (docs/knowledge-base.md#deleting-and-sharing).
 */
export async function afterLiveAgentChanged(
  liveId: string,
  dropped: readonly KnowledgeItem[],
): Promise<void> {
  await clearAgentCache(liveId);
  // No retries here: the publish should not wait on a failing Vapi; the sweep retries a pending sync.
  await syncAgentAssistant(liveId, { maxRetries: 0 });
  invalidateAgentIndex(liveId);
  await releaseKnowledgeItems(dropped);
}
