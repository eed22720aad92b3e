import { describe, expect, it } from 'vitest';
import * as E from './enums';

describe('enumerations', () => {
  it.each([
    [E.ROLES, ['ADMIN', 'USER', 'PARTNER', 'VIEWER']],
    [E.PLANS, ['FREE', 'STARTER', 'PROFESSIONAL', 'BUSINESS', 'ENTERPRISE']],
    [
      E.SUBSCRIPTION_STATUSES,
      [
        'active',
        'trialing',
        'past_due',
        'canceled',
        'unpaid',
        'paused',
        'incomplete',
        'incomplete_expired',
        'quota_exceeded',
      ],
    ],
    [E.CLUSTERS, ['PROD', 'AU', 'ENTERPRISE', 'DEMO']],
    [
      E.ACTION_STATUSES,
      ['building', 'draft', 'pending_review', 'under_audit', 'published', 'archived', 'deprecated'],
    ],
    [E.CAMPAIGN_STATUSES, ['IDLE', 'IN_PROGRESS', 'PAUSED', 'COMPLETED', 'FAILED', 'QUEUED']],
    [E.WORKFLOW_STATUSES, ['DRAFT', 'PUBLISHED']],
    [E.WORKFLOW_TYPES, ['INBOUND', 'OUTBOUND']],
    [E.NODE_KINDS, ['TRIGGER', 'FORM', 'ACTION', 'OTHER']],
    [E.SENTIMENTS, ['Positive', 'Negative', 'Neutral', 'Unsure']],
    [E.CALL_TYPES, ['inboundPhoneCall', 'outboundPhoneCall', 'dailyCall', 'webCall', 'messagingSession']],
    [
      E.CALL_STATUSES,
      [
        'completed',
        'failed',
        'busy',
        'no-answer',
        'canceled',
        'queued',
        'ringing',
        'in-progress',
        'queueing',
      ],
    ],
    [E.QUEUE_STATUSES, ['QUEUED', 'IN_PROGRESS', 'ENDED', 'COMPLETED', 'FAILED', 'QUEUEING']],
    [E.AGENT_CATEGORIES, ['General', 'Healthcare']],
    [E.SIMULATION_RUN_STATUSES, ['in_progress', 'succeeded', 'failed']],
    [E.EVALUATOR_KINDS, ['AI Evaluator', 'Resimulation']],
    [E.VOICE_MODES, ['Parley', 'custom']],
    [E.QUEUE_MODES, ['continuous', 'batch']],
    [
      E.PLAN_FEATURES,
      ['testing', 'call_highlight', 'outbound_call', 'get_phone_number', 'export_calls', 'invite_member'],
    ],
    [E.ROUTING_TYPES, ['weight', 'state', 'country']],
  ])('lists %j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('lists the 14 call reasons', () => {
    expect(E.CALL_REASONS).toHaveLength(14);
    expect(E.CALL_REASONS).toContain('Insurance claim');
    expect(E.CALL_REASONS).toContain('N/A');
    expect(E.CALL_REASONS[0]).toBe('Appointment Booking');
    expect(E.CALL_REASONS.at(-1)).toBe('Transfer Request');
  });

  it('lists the 11 transcript event types and 13 module categories', () => {
    expect(E.TRANSCRIPT_EVENT_TYPES).toHaveLength(11);
    expect(E.TRANSCRIPT_EVENT_TYPES).toContain('tts_failover');
    expect(E.MODULE_CATEGORIES).toHaveLength(13);
    expect(E.MODULE_CATEGORIES).toContain('SMS Guidelines');
  });

  it('lists the 33 named node types, including CUSTOM_LIVE_CALL', () => {
    expect(E.NODE_TYPES).toHaveLength(33);
    expect(E.NODE_TYPES).toContain('CUSTOM_LIVE_CALL');
    expect(new Set(E.NODE_TYPES).size).toBe(33);
  });

  it('parses members and refuses strangers', () => {
    expect(E.roleSchema.parse('VIEWER')).toBe('VIEWER');
    expect(E.roleSchema.safeParse('OWNER').success).toBe(false);
    expect(E.campaignStatusSchema.safeParse('idle').success).toBe(false);
    expect(E.callStatusSchema.parse('no-answer')).toBe('no-answer');
  });
});
