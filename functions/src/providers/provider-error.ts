// One error type for every telephony provider adapter, so routes map provider failures the same way
// whatever SDK or HTTP API produced them.

export type TelephonyProviderName = 'twilio' | 'vonage';

export class ProviderError extends Error {
  constructor(
    readonly provider: TelephonyProviderName,
    /** The provider's HTTP status; null when it was never reached (network, timeout, not configured). */
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The provider refused the account's credentials. */
  get credentialsRejected(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** The resource (number, account) does not exist at the provider. */
  get notFound(): boolean {
    return this.status === 404;
  }
}
