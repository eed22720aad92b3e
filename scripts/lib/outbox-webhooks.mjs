// @ts-check
// The local stack's webhook receiver is the mail outbox (scripts/outbox): webhooks the functions send
// to the team's automations (the integration-requests notice) land there and show on its page. The
// functions reach it by a public-looking name that the outbound guard maps to 127.0.0.1 under the
// Functions emulator only (PARLEY_OUTBOUND_LOCAL_HOSTS, functions/src/lib/outbound/outbound-policy.ts).

/** The outbox's name for the functions' outbound guard. */
export const OUTBOX_HOST = 'outbox.parley.test';

/** Where the outbox takes webhook `name`'s notices: POST /webhooks/{name}. */
export const OUTBOX_WEBHOOKS_PATH = '/webhooks/';

/**
 * Where the functions post webhook `name` to the outbox on `port`, by the name the guard maps to it.
 * @param {number | string} port the outbox's port
 * @param {string} name the webhook, e.g. integration-requests or an agent's post-call
 * @returns {string}
 */
export function outboxWebhookUrlAt(port, name) {
  return `http://${OUTBOX_HOST}:${String(port)}${OUTBOX_WEBHOOKS_PATH}${name}`;
}

/**
 * The Functions emulator's variables that send webhooks to the outbox on `port`.
 * @param {number} port the outbox's port
 * @param {string | undefined} localHosts PARLEY_OUTBOUND_LOCAL_HOSTS already set (the fakes'), kept
 * @returns {Record<string, string>}
 */
export function outboxWebhookEnv(port, localHosts) {
  return {
    INTEGRATION_REQUESTS_WEBHOOK_URL: outboxWebhookUrlAt(port, 'integration-requests'),
    PARLEY_OUTBOUND_LOCAL_HOSTS: [localHosts, `${OUTBOX_HOST}:${String(port)}`].filter(Boolean).join(','),
  };
}
