// One error type for every provider adapter (telephony and voice), so routes read a provider failure the
// same way whatever SDK or HTTP API produced it.

export type TelephonyProviderName = 'twilio' | 'vonage';
export type VoiceProviderName = 'elevenlabs' | 'cartesia';
export type ProviderName = TelephonyProviderName | VoiceProviderName;

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    /** The provider's HTTP status; null when it was never reached (network, timeout, not configured). */
    readonly status: number | null,
    /** The provider's own message, when it gave one: a client may be shown it as is. */
    readonly detail: string | null,
    /** The cause for logs and 'Error <doing>: <cause>' texts; by default the detail or the status. */
    message: string = detail ?? `${provider} failed (${status ?? 'unreachable'})`,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The provider refused the account's credentials. */
  get credentialsRejected(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** The resource (number, account, voice) does not exist at the provider. */
  get notFound(): boolean {
    return this.status === 404;
  }
}
