// The document id of a number (or SIP address) in t_phone_numbers, shared by functions, seed and web.

/**
 * The same number in the same organisation always has the same id, which makes buying and importing
 * idempotent and lets an endpoint (t_agents_endpoints, same id) find its number. Letters and digits are
 * kept; every other character becomes '~' and its hex code, so distinct numbers never share an id and
 * the id holds no '/'.
 */
export function phoneNumberDocId(orgId: string, number: string): string {
  const encoded = number.replace(/[^0-9A-Za-z]/g, (character) => `~${character.charCodeAt(0).toString(16)}`);
  return `${orgId}_${encoded}`;
}
