import { logger } from 'firebase-functions/logger';

// One named function per kind of log line, so logs are searchable and callers never invent formats.

/** The deployed function's name, as Cloud Run (and the Functions emulator) report it. */
function functionName(): string {
  return process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? 'unknown-function';
}

/** An error we did not anticipate; the client only sees `internal`, so this line is the only trace. */
export function unexpectedError(error: unknown): void {
  logger.error(`${functionName()}: unexpected error`, {
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
  });
}

/** The voice engine could not clear an agent's cache; callers carry on (platform-core §8). */
export function voiceEngineCacheClearFailed(agentId: string, cause: unknown): void {
  logger.warn(`${functionName()}: clearing the voice engine cache failed`, {
    agentId,
    cause: cause instanceof Error ? cause.message : cause,
  });
}

/** No voice engine is configured (VOICE_ENGINE_URL unset), so nothing was cleared. */
export function voiceEngineNotConfigured(agentId: string): void {
  logger.info(`${functionName()}: VOICE_ENGINE_URL is not set; cache of ${agentId} not cleared`);
}

/** An e-mail was queued for the Trigger Email extension. */
export function mailQueued(mailId: string, kind: string): void {
  logger.info(`${functionName()}: ${kind} e-mail queued`, { mailId });
}

/** A user profile (and perhaps a personal organisation) was created. */
export function userProvisioned(uid: string, via: string, personalOrgId: string | null): void {
  logger.info(`${functionName()}: user provisioned`, { uid, via, personalOrgId });
}
