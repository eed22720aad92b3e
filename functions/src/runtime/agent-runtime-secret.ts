// Each agent's runtime secret: the bearer token a voice engine sends to the agent's chat-completions
// endpoint (t_agent_secrets/{agentId}, server-only). Its editors see and rotate it in the agent's settings
// through routes; rotation takes effect at once everywhere but in instances holding it in memory, which
// re-read it within SECRET_CACHE_MS. docs/runtime.md, "Authentication".
import { createHash, timingSafeEqual } from 'node:crypto';
import { COLLECTIONS } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { randomHex } from '../lib/random-hex';

const SECRET_CACHE_MS = 10_000;
const SECRET_PREFIX = 'prt_';

const secretRef = (agentId: string) => db().collection(COLLECTIONS.agentSecrets).doc(agentId);
const cache = new Map<string, { digest: Buffer | null; readAt: number }>();

const digestOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

function newSecret(): string {
  return `${SECRET_PREFIX}${randomHex(24)}`;
}

/** The agent's secret, made on first use. */
export async function revealRuntimeSecret(
  agentId: string,
): Promise<{ secret: string; rotatedAt: string | null }> {
  const ref = secretRef(agentId);
  const secret = await db().runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const current: unknown = doc.get('runtimeSecret');
    if (typeof current === 'string' && current) return current;
    const made = newSecret();
    tx.set(ref, { runtimeSecret: made, rotatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return made;
  });
  const doc = await ref.get();
  const rotatedAt = doc.get('rotatedAt') as { toDate?: () => Date } | undefined;
  return { secret, rotatedAt: rotatedAt?.toDate?.().toISOString() ?? null };
}

/** Replaces the agent's secret: the old one stops working. */
export async function rotateRuntimeSecret(agentId: string): Promise<{ secret: string; rotatedAt: string }> {
  const secret = newSecret();
  await secretRef(agentId).set(
    { runtimeSecret: secret, rotatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  cache.delete(agentId);
  return { secret, rotatedAt: new Date().toISOString() };
}

/** Whether `presented` is the agent's secret; false for an agent without one (or none at all). */
export async function runtimeSecretMatches(agentId: string, presented: string): Promise<boolean> {
  let entry = cache.get(agentId);
  if (!entry || Date.now() - entry.readAt > SECRET_CACHE_MS) {
    const doc = await secretRef(agentId).get();
    const stored: unknown = doc.get('runtimeSecret');
    entry = { digest: typeof stored === 'string' && stored ? digestOf(stored) : null, readAt: Date.now() };
    cache.set(agentId, entry);
  }
  return entry.digest !== null && timingSafeEqual(entry.digest, digestOf(presented));
}
