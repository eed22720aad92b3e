import {
  API_ROUTES,
  campaignContactsCsvHeader,
  campaignContactsCsvRow,
  campaignIdRequestSchema,
} from '@parley/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { db } from '../lib/firestore';
import { contactsRef, parseContact, requireCampaign } from './campaign-store';

/** Contacts read per page: memory stays bounded by one page whatever the campaign's size. */
const EXPORT_PAGE_SIZE = 500;

/**
 * GET /public/campaigns/{id}/contacts/export: the campaign's contacts in file order as CSV, each with
 * its status, the pre-dial decision and its reason (docs/campaigns.md), streamed page by page. Any
 * member of the organisation may read it, VIEWERs included.
 */
export const exportCampaignContactsRoute = defineRoute(
  API_ROUTES.exportCampaignContacts,
  campaignIdRequestSchema,
  async ({ uid, input, req }) => {
    const campaign = await requireCampaign(db(), input.id);
    await authorize(null, { orgId: campaign.orgId }, uid, { action: 'read' });
    const res = req.res;
    if (!res) throw new Error('No response to stream the export to');
    res.status(200);
    res.set('content-type', 'text/csv; charset=utf-8');
    res.set('content-disposition', 'attachment; filename="campaign-contacts.csv"');
    res.write(campaignContactsCsvHeader());
    const query = contactsRef(db(), input.id).orderBy('index').limit(EXPORT_PAGE_SIZE);
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? query.startAfter(last) : query).get();
      const chunk = page.docs.map((doc) => campaignContactsCsvRow(parseContact(doc))).join('');
      if (chunk && !res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      if (page.size < EXPORT_PAGE_SIZE) break;
      last = page.docs.at(-1);
    }
    res.end();
    return null;
  },
);
