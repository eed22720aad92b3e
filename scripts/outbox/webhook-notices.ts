// What the outbox keeps of the webhooks it receives (the local stack's stand-in for the team's
// automations, see scripts/lib/outbox-webhooks.mjs): the newest notices, in memory, for its page.

export interface WebhookNotice {
  id: number;
  /** The webhook's name: the path segment after /webhooks/ (e.g. integration-requests). */
  hook: string;
  receivedAt: Date;
  /** The body as received, pretty-printed when it is JSON. */
  body: string;
  /** The headers a receiver would act on. */
  headers: Record<string, string>;
}

const KEPT = 100;
const SHOWN_HEADERS = ['content-type', 'idempotency-key', 'x-parley-signature', 'x-parley-delivery'];

/** The received notices, newest first, at most 100. */
export class WebhookNotices {
  private readonly notices: WebhookNotice[] = [];
  private nextId = 1;

  add(
    hook: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    raw: string,
  ): WebhookNotice {
    let body = raw;
    try {
      body = JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      // Not JSON: shown as received.
    }
    const shown = Object.fromEntries(
      SHOWN_HEADERS.flatMap((name) => {
        const value = headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    const notice = { id: this.nextId++, hook, receivedAt: new Date(), body, headers: shown };
    this.notices.unshift(notice);
    this.notices.length = Math.min(this.notices.length, KEPT);
    return notice;
  }

  list(): readonly WebhookNotice[] {
    return this.notices;
  }
}
