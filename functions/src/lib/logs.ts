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

/** A promise rejected with no handler: a bug (a floating promise) that the process guard kept alive. */
export function unhandledRejection(reason: unknown): void {
  logger.error(`${functionName()}: unhandled promise rejection`, {
    error:
      reason instanceof Error ? { name: reason.name, message: reason.message, stack: reason.stack } : reason,
  });
}

/** The voice engine could not clear an agent's cache; callers carry on. */
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

/** The voice engine did not accept a campaign call; the runner re-sends it once its lease runs out. */
export function campaignCallDispatchFailed(
  campaignId: string,
  callId: string | undefined,
  cause: unknown,
): void {
  logger.warn(`${functionName()}: placing a campaign call failed; it is re-sent after its lease`, {
    campaignId,
    callId,
    cause: cause instanceof Error ? cause.message : cause,
  });
}

/** A campaign changed status through a run control. */
export function campaignStatusChanged(
  campaignId: string,
  from: string | null,
  to: string,
  uid: string,
): void {
  logger.info(`${functionName()}: campaign ${campaignId} ${from ?? 'IDLE'} → ${to}`, { campaignId, uid });
}

/** A runner step failed; the next completion, trigger or sweep runs it again. */
export function campaignStepFailed(campaignId: string, cause: unknown): void {
  logger.warn(`${functionName()}: campaign step failed`, {
    campaignId,
    cause: cause instanceof Error ? cause.message : cause,
  });
}

/** One voice provider could not clone (or speak the sample); the clone answers with the other one. */
export function voiceCloneProviderFailed(provider: string, cause: unknown): void {
  logger.warn(`${functionName()}: cloning at ${provider} failed`, {
    provider,
    cause: cause instanceof Error ? cause.message : cause,
  });
}

/** Vapi refused or was unreachable while syncing an agent's assistant: marked pending, retried later. */
export function vapiAssistantSyncFailed(agentId: string, status: number, vapiMessage: string): void {
  logger.warn(`${functionName()}: syncing the Vapi assistant failed; marked pending`, {
    agentId,
    status,
    vapiMessage,
  });
}

/** Vapi refused or was unreachable while deleting a deleted agent's assistant: it stays on Vapi's side. */
export function vapiAssistantDeleteFailed(agentId: string, status: number, vapiMessage: string): void {
  logger.warn(`${functionName()}: deleting the Vapi assistant failed; the agent is deleted regardless`, {
    agentId,
    status,
    vapiMessage,
  });
}

/** Vapi did not register a number (refused, or unreachable): recorded on the number, the import stands. */
export function vapiNumberRegistrationFailed(number: string, status: number, vapiMessage: string): void {
  logger.warn(`${functionName()}: registering the number with Vapi failed`, { number, status, vapiMessage });
}
