// A contact's consent record, from its contacts file: the columns consent_source (where the contact
// agreed: 'web form', 'signed paper') and consent_at (when: an ISO date or date-time). Both are needed;
// the pre-dial decision refuses a contact without them when the organisation requires consent.
import type { ContactConsent } from '../schemas/outbound-policy';

/** The variable names (snake_case column names) the consent record is read from. */
export const CONSENT_COLUMNS = { source: 'consent_source', at: 'consent_at' } as const;

/** The consent record of a contact's variables, or null when either column is empty or the date unreadable. */
export function contactConsent(variables: Readonly<Record<string, string>>): ContactConsent | null {
  const source = variables[CONSENT_COLUMNS.source]?.trim() ?? '';
  const at = Date.parse(variables[CONSENT_COLUMNS.at]?.trim() ?? '');
  return source === '' || Number.isNaN(at) ? null : { source, at };
}
