import {
  API_ROUTES,
  apiPath,
  campaignContactsPath,
  campaignResponseSchema,
  type CampaignResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';
import { campaignFormBody, type CampaignFormValue } from '../utils/campaign-form';
import { uploadContactsFile } from './upload-contacts-file';

export interface SaveCampaignInput {
  /** The campaign to update, or null to create one. */
  campaignId: string | null;
  form: CampaignFormValue;
  /** A new contacts CSV to upload and attach, or null to keep the current one. */
  contacts: File | null;
}

export interface SaveCampaignDeps {
  api: ApiFetch;
  orgId: string;
  agentId: string;
  upload?: (path: string, file: File) => Promise<void>;
  newFileId?: () => string;
}

/**
 * Saves a campaign: a new contacts file is uploaded to Storage first (campaignContactsPath; the server
 * parses it again), then POST /public/campaigns or PATCH /public/campaigns/{id} with the fields. The
 * campaign's live listener shows the result.
 */
export async function saveCampaign(
  {
    api,
    orgId,
    agentId,
    upload = uploadContactsFile,
    newFileId = () => crypto.randomUUID(),
  }: SaveCampaignDeps,
  { campaignId, form, contacts }: SaveCampaignInput,
): Promise<CampaignResponse> {
  let contactsFilePath: string | undefined;
  if (contacts) {
    contactsFilePath = campaignContactsPath(orgId, newFileId());
    await upload(contactsFilePath, contacts);
  }
  const body = {
    ...campaignFormBody(form),
    ...(contactsFilePath && contacts ? { contactsFilePath, contactsFileName: contacts.name } : {}),
  };
  if (campaignId) {
    const route = API_ROUTES.updateCampaign;
    return api(apiPath(route, { id: campaignId }), {
      method: route.method,
      body,
      schema: campaignResponseSchema,
    });
  }
  const route = API_ROUTES.createCampaign;
  return api(route.path, {
    method: route.method,
    body: { agentId, ...body },
    schema: campaignResponseSchema,
  });
}

/** The mutation behind the campaign form's 'Save campaign'. */
export function useSaveCampaign(orgId: string, agentId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: SaveCampaignInput) => saveCampaign({ api, orgId, agentId }, input),
  });
}
