// Request and response bodies of the do-not-call routes (docs/campaigns.md#do-not-call): add one
// number, remove one (owner and admins), import a CSV.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

const phoneNumber = z.string().trim().min(1).max(32);

/** POST /public/do-not-call: one number, as typed (normalised by the server). */
export const addDoNotCallRequestSchema = z.object({ orgId: documentIdSchema, phoneNumber });
export type AddDoNotCallRequest = z.infer<typeof addDoNotCallRequestSchema>;

/** POST /public/do-not-call/remove: one number off the list (owner and admins only). */
export const removeDoNotCallRequestSchema = addDoNotCallRequestSchema;
export type RemoveDoNotCallRequest = z.infer<typeof removeDoNotCallRequestSchema>;

/** The number as stored, and whether this request added it (false: it was listed already). */
export const doNotCallResponseSchema = z.object({ phoneNumber: z.string(), added: z.boolean() });
export type DoNotCallResponse = z.infer<typeof doNotCallResponseSchema>;

/**
 * POST /public/do-not-call/import: the CSV's text. Its size is checked by the route (413 over
 * DO_NOT_CALL_CSV.maxBytes, rules/do-not-call-csv.ts) before it is parsed, so a huge file costs no parse.
 */
export const importDoNotCallRequestSchema = z.object({ orgId: documentIdSchema, csv: z.string() });
export type ImportDoNotCallRequest = z.infer<typeof importDoNotCallRequestSchema>;

/** What an import did: numbers in the file, newly listed, already listed. */
export const importDoNotCallResponseSchema = z.object({
  total: z.number().int(),
  added: z.number().int(),
  alreadyListed: z.number().int(),
});
export type ImportDoNotCallResponse = z.infer<typeof importDoNotCallResponseSchema>;
