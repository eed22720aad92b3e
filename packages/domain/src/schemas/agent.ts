import { z } from 'zod';
import { DEFAULT_CONCURRENCY, DEFAULT_VERSION, PRODUCT_NAME } from '../constants';
import { agentCategorySchema, clusterSchema, queueModeSchema, voiceModeSchema } from '../enums';
import {
  advancedSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
  voiceEngineSettingsSchema,
} from './agent-settings';
import { analysisSettingsSchema } from './analysis-settings';
import { idListSchema, lastUpdatedBySchema, timestampSchema } from './common';
import { promptModulesSchema } from './prompt-module';

/** The telephony fields a number carries wherever it is attached (primary number or endpoint). */
export const numberAttachmentFields = {
  countryCode: z.string().default('US'),
  twilioPnSid: z.string().nullable().default(null),
  vapiPnId: z.string().nullable().default(null),
  /** Whether the number is registered for US A2P 10DLC messaging. */
  a2p10dlc: z.boolean().default(false),
  voiceMode: voiceModeSchema.default(PRODUCT_NAME),
  customName: z.string().nullable().default(null),
};

export const businessPhoneNumberSchema = z.object({ number: z.string().min(1), ...numberAttachmentFields });
export type BusinessPhoneNumber = z.infer<typeof businessPhoneNumberSchema>;

/**
 * How the live agent stands with the voice engine (Vapi), written by the sync after each publish
 * (docs/voice-engine.md): 'pending' carries Vapi's reason and is retried automatically.
 */
export const vapiSyncSchema = z.object({
  status: z.enum(['synced', 'pending']),
  version: z.number().int().positive(),
  error: z.string().nullable().default(null),
  at: timestampSchema.nullable().default(null),
});
export type VapiSync = z.infer<typeof vapiSyncSchema>;

export const DEFAULT_CONVERSATION_STYLE = 'Casual';

export const phoneticEntrySchema = z.object({ word: z.string().min(1), pronunciation: z.string().min(1) });

/** t_agents. A live agent has isDraft false; a draft has isDraft true and sourceAgentId set. */
export const agentSchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1),
  orgId: z.string().min(1),
  name: z.string(),
  businessPhoneNumber: businessPhoneNumberSchema.nullable().default(null),
  greeting: z.string().default(''),
  selectedVoiceId: z.string().nullable().default(null),
  enableMultiLingual: z.boolean().default(true),
  widgetIds: idListSchema,
  faqIds: idListSchema,
  documentIds: idListSchema,
  websiteIds: idListSchema,
  workflowIds: idListSchema,
  workflowSettings: z.object({ defaultWorkflowId: z.string().nullable().default(null) }).prefault({}),
  generalSettings: generalSettingsSchema.prefault({}),
  voiceEngineSettings: voiceEngineSettingsSchema.prefault({}),
  notificationsSettings: notificationSettingsSchema.prefault({}),
  advancedSettings: advancedSettingsSchema.prefault({}),
  /** Post-call analysis (docs/analysis.md). */
  analysisSettings: analysisSettingsSchema.prefault({}),
  personalityTraits: z.array(z.string()).default([]),
  conversationStyle: z.string().default(DEFAULT_CONVERSATION_STYLE),
  category: agentCategorySchema.default('General'),
  isDraft: z.boolean().default(false),
  isEdited: z.boolean().default(false),
  sourceAgentId: z.string().nullable().default(null),
  lastUpdatedAt: timestampSchema.nullable().default(null),
  lastUpdatedBy: lastUpdatedBySchema.nullable().default(null),
  versionCount: z.number().int().positive().default(DEFAULT_VERSION),
  version: z.number().int().positive().default(DEFAULT_VERSION),
  versionName: z.string().nullable().default(null),
  isABTestAgent: z.boolean().default(false),
  abTestCaseId: z.string().nullable().default(null),
  callQueueIsPaused: z.boolean().default(false),
  queueCount: z.number().int().nonnegative().default(0),
  /** How the queue hands out calls: as they come, or in batches (server-written, POST /agent/{agentId}/queue). */
  callQueueMode: queueModeSchema.default('continuous'),
  cluster: clusterSchema.default('PROD'),
  openAiResourcesEnabled: z.boolean().default(false),
  concurrency: z.number().int().positive().default(DEFAULT_CONCURRENCY),
  meta: z.record(z.string(), z.unknown()).default({}),
  phoneticDictionaries: z.array(phoneticEntrySchema).default([]),
  /** The prompt, as ordered catalogue modules (docs/versions.md, "Prompt modules"). */
  promptModules: promptModulesSchema.default([]),
  primaryPhoneNumberCustomName: z.string().nullable().default(null),
  /** Server-written by the Vapi sync; each live agent's own, so never in a version, a draft or a copy. */
  vapiAssistantId: z.string().nullable().default(null),
  vapiSync: vapiSyncSchema.nullable().default(null),
});
export type Agent = z.infer<typeof agentSchema>;
export type AgentInput = z.input<typeof agentSchema>;
