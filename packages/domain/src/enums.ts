// Every enumeration of the product, as a readonly tuple (for iteration and UI options), a zod
// schema (for parsing) and a type. Values are the spec's, verbatim.
import { z } from 'zod';
import { PRODUCT_NAME } from './constants';

export const ROLES = ['ADMIN', 'USER', 'PARTNER', 'VIEWER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const PLANS = ['FREE', 'STARTER', 'PROFESSIONAL', 'BUSINESS', 'ENTERPRISE'] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
  'incomplete',
  'incomplete_expired',
  'quota_exceeded',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const CLUSTERS = ['PROD', 'AU', 'ENTERPRISE', 'DEMO'] as const;
export const clusterSchema = z.enum(CLUSTERS);
export type Cluster = z.infer<typeof clusterSchema>;

export const ACTION_STATUSES = [
  'building',
  'draft',
  'pending_review',
  'under_audit',
  'published',
  'archived',
  'deprecated',
] as const;
export const actionStatusSchema = z.enum(ACTION_STATUSES);
export type ActionStatus = z.infer<typeof actionStatusSchema>;

export const CAMPAIGN_STATUSES = ['IDLE', 'IN_PROGRESS', 'PAUSED', 'COMPLETED', 'FAILED', 'QUEUED'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const WORKFLOW_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES);
export type WorkflowStatus = z.infer<typeof workflowStatusSchema>;

export const WORKFLOW_TYPES = ['INBOUND', 'OUTBOUND'] as const;
export const workflowTypeSchema = z.enum(WORKFLOW_TYPES);
export type WorkflowType = z.infer<typeof workflowTypeSchema>;

export const NODE_KINDS = ['TRIGGER', 'FORM', 'ACTION', 'OTHER'] as const;
export const nodeKindSchema = z.enum(NODE_KINDS);
export type NodeKind = z.infer<typeof nodeKindSchema>;

/** The node types the spec names. The list is open-ended ("among others"), so node schemas accept any string. */
export const NODE_TYPES = [
  'WEBHOOK',
  'SEND_SMS',
  'TRANSFER_CALL',
  'SEND_CALL_DATA',
  'API_REQUEST',
  'DELAY',
  'CAMPAIGN',
  'REDIAL',
  'VISION',
  'ZAPIER',
  'MAKE',
  'SEND_EMAIL',
  'GMAIL',
  'GOOGLE_SHEETS',
  'GOOGLE_DRIVE',
  'GOOGLE_CALENDAR_V2',
  'SLACK',
  'NOTIFICATION',
  'PROMPT',
  'CODE',
  'CUSTOM_API',
  'QUESTION',
  'TRANSFER_WORKFLOW',
  'FILTER',
  'AVAILABILITY',
  'END_CALL',
  'SIGNPOST',
  'CUSTOM_LIVE_CALL',
  'SAY_EXACTLY',
  'END_FLOW',
  'KNOWLEDGE_BASE',
  'GO_HIGH_LEVEL',
  'GOOGLE_CALENDAR',
] as const;
export type KnownNodeType = (typeof NODE_TYPES)[number];

export const SENTIMENTS = ['Positive', 'Negative', 'Neutral', 'Unsure'] as const;
export const sentimentSchema = z.enum(SENTIMENTS);
export type Sentiment = z.infer<typeof sentimentSchema>;

export const CALL_REASONS = [
  'Appointment Booking',
  'Product Availability',
  'Service Availability',
  'General Information',
  'Complaint',
  'Unsure',
  'N/A',
  'Other',
  'FAQ',
  'Technical Support',
  'Sales',
  'Billing',
  'Insurance claim',
  'Transfer Request',
] as const;
export const callReasonSchema = z.enum(CALL_REASONS);
export type CallReason = z.infer<typeof callReasonSchema>;

/** dailyCall is the warm-transfer leg. */
export const CALL_TYPES = [
  'inboundPhoneCall',
  'outboundPhoneCall',
  'dailyCall',
  'webCall',
  'messagingSession',
] as const;
export const callTypeSchema = z.enum(CALL_TYPES);
export type CallType = z.infer<typeof callTypeSchema>;

export const CALL_STATUSES = [
  'completed',
  'failed',
  'busy',
  'no-answer',
  'canceled',
  'queued',
  'ringing',
  'in-progress',
  'queueing',
] as const;
export const callStatusSchema = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof callStatusSchema>;

export const QUEUE_STATUSES = ['QUEUED', 'IN_PROGRESS', 'ENDED', 'COMPLETED', 'FAILED', 'QUEUEING'] as const;
export const queueStatusSchema = z.enum(QUEUE_STATUSES);
export type QueueStatus = z.infer<typeof queueStatusSchema>;

export const TRANSCRIPT_EVENT_TYPES = [
  'user',
  'assistant',
  'interruption',
  'action',
  'workflow_triggered',
  'kb_retrieval',
  'state_transition',
  'stored_variables',
  'tts_failover',
  'endpointing_result',
  'response_type',
] as const;
export const transcriptEventTypeSchema = z.enum(TRANSCRIPT_EVENT_TYPES);
export type TranscriptEventType = z.infer<typeof transcriptEventTypeSchema>;

export const AGENT_CATEGORIES = ['General', 'Healthcare'] as const;
export const agentCategorySchema = z.enum(AGENT_CATEGORIES);
export type AgentCategory = z.infer<typeof agentCategorySchema>;

export const MODULE_CATEGORIES = [
  'Pricing Info',
  'FAQ',
  'Business Background',
  'Scripts',
  'Custom Module',
  'Guidelines',
  'SMS Guidelines',
  'Job & Role',
  'Medical Advice',
  'Emergencies',
  'Rule',
  'Instruction',
  'Objective',
] as const;
export const moduleCategorySchema = z.enum(MODULE_CATEGORIES);
export type ModuleCategory = z.infer<typeof moduleCategorySchema>;

export const SIMULATION_RUN_STATUSES = ['in_progress', 'succeeded', 'failed'] as const;
export const simulationRunStatusSchema = z.enum(SIMULATION_RUN_STATUSES);
export type SimulationRunStatus = z.infer<typeof simulationRunStatusSchema>;

export const EVALUATOR_KINDS = ['AI Evaluator', 'Resimulation'] as const;
export const evaluatorKindSchema = z.enum(EVALUATOR_KINDS);
export type EvaluatorKind = z.infer<typeof evaluatorKindSchema>;

/** `{product}` in the spec is the brand: a number run by Parley itself, or a custom one. */
export const VOICE_MODES = [PRODUCT_NAME, 'custom'] as const;
export const voiceModeSchema = z.enum(VOICE_MODES);
export type VoiceMode = z.infer<typeof voiceModeSchema>;

export const QUEUE_MODES = ['continuous', 'batch'] as const;
export const queueModeSchema = z.enum(QUEUE_MODES);
export type QueueMode = z.infer<typeof queueModeSchema>;

export const PLAN_FEATURES = [
  'testing',
  'call_highlight',
  'outbound_call',
  'get_phone_number',
  'export_calls',
  'invite_member',
] as const;
export const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const ROUTING_TYPES = ['weight', 'state', 'country'] as const;
export const routingTypeSchema = z.enum(ROUTING_TYPES);
export type RoutingType = z.infer<typeof routingTypeSchema>;

export const PHONE_NUMBER_SOURCES = ['bought', 'imported', 'sip'] as const;
export const phoneNumberSourceSchema = z.enum(PHONE_NUMBER_SOURCES);
export type PhoneNumberSource = z.infer<typeof phoneNumberSourceSchema>;

export const TELEPHONY_PROVIDERS = ['twilio', 'vonage'] as const;
export const telephonyProviderSchema = z.enum(TELEPHONY_PROVIDERS);
export type TelephonyProvider = z.infer<typeof telephonyProviderSchema>;

export const GENDERS = ['male', 'female'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;
