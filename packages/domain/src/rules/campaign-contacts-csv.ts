// The campaign contacts export (GET /public/campaigns/{id}/contacts/export): each contact with where it
// stands and the pre-dial decision's answer, so a business can show why each contact was or was not
// called. Cells are written like the call export's (csvCell: RFC 4180, formula-guarded).
import type { CampaignContact } from '../schemas/campaign-contact';
import { csvCell } from './call-csv';

export const CAMPAIGN_CONTACTS_CSV_COLUMNS = [
  'index',
  'phoneNumber',
  'name',
  'status',
  'decision',
  'reason',
  'decidedAt',
  'attempts',
  'callStatus',
] as const;

export const campaignContactsCsvHeader = (): string => `${CAMPAIGN_CONTACTS_CSV_COLUMNS.join(',')}\r\n`;

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

export function campaignContactsCsvRow(contact: CampaignContact): string {
  const values: Record<(typeof CAMPAIGN_CONTACTS_CSV_COLUMNS)[number], string | number | null> = {
    // 1-based, as a person counts rows of the file.
    index: contact.index + 1,
    phoneNumber: contact.phoneNumber,
    name: contact.name,
    status: contact.status,
    decision: contact.decision,
    reason: contact.decisionReason,
    decidedAt: iso(contact.decidedAt),
    attempts: contact.attempts.length,
    callStatus: contact.callStatus,
  };
  return `${CAMPAIGN_CONTACTS_CSV_COLUMNS.map((column) => csvCell(values[column])).join(',')}\r\n`;
}
