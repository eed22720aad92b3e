// Vapi assistants: one per agent version (and one for a draft under test), created the first time and
// updated in place afterwards, so its id (stored by the caller) stays the one numbers and calls use.
import type { Vapi } from '@vapi-ai/server-sdk';
import { VapiApiError, vapiRequest } from './vapi-api-error';
import { vapiClient, type VapiClientLike } from './vapi-client';

/**
 * Creates the assistant, or updates the one `assistantId` names. An assistant deleted on Vapi's side
 * (404 on update) is created again. Resolves the assistant's id; throws VapiApiError.
 */
export async function upsertVapiAssistant(
  assistant: Vapi.CreateAssistantDto,
  assistantId: string | null,
  client: VapiClientLike = vapiClient(),
): Promise<string> {
  if (assistantId) {
    try {
      const updated = await vapiRequest('update assistant', async () =>
        (await client).assistants.update({ id: assistantId, ...assistant }),
      );
      return updated.id;
    } catch (error) {
      if (!(error instanceof VapiApiError && error.status === 404)) throw error;
    }
  }
  const created = await vapiRequest('create assistant', async () =>
    (await client).assistants.create(assistant),
  );
  return created.id;
}

/** Deletes the assistant; one already gone counts as deleted. Throws VapiApiError otherwise. */
export async function deleteVapiAssistant(
  assistantId: string,
  client: VapiClientLike = vapiClient(),
): Promise<void> {
  try {
    await vapiRequest('delete assistant', async () => (await client).assistants.delete({ id: assistantId }));
  } catch (error) {
    if (!(error instanceof VapiApiError && error.status === 404)) throw error;
  }
}

/** The assistant as Vapi holds it. Throws VapiApiError (404: no such assistant). */
export async function getVapiAssistant(
  assistantId: string,
  client: VapiClientLike = vapiClient(),
): Promise<Vapi.Assistant> {
  return vapiRequest('get assistant', async () => (await client).assistants.get({ id: assistantId }));
}
