import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('constants', () => {
  it('names the brand Parley', () => {
    expect(C.PRODUCT_NAME).toBe('Parley');
  });

  it('uses the spec collection names', () => {
    expect(C.COLLECTIONS).toMatchObject({
      users: 't_users',
      orgs: 't_orgs',
      agents: 't_agents',
      agentEndpoints: 't_agents_endpoints',
      faqs: 't_faqs',
      documents: 't_documents',
      websites: 't_websites',
      widgets: 't_widgets',
      workflows: 't_workflows',
      voices: 't_voices',
      customIntegrations: 't_w_custom_integrations',
      customActions: 't_w_custom_actions',
      integrationRequests: 't_w_integration_requests',
      campaigns: 't_campaigns',
      phoneNumbers: 't_phone_numbers',
      agentVersions: 't_agent_versions',
      calls: 't_calls',
    });
    expect(new Set(Object.values(C.COLLECTIONS)).size).toBe(Object.values(C.COLLECTIONS).length);
  });

  it('pins the accounts, organisations and agents figures', () => {
    expect(C.BATCH_CHUNK_SIZE).toBe(500);
    expect(C.IN_QUERY_CHUNK_SIZE).toBe(30);
    expect(C.PENDING_INVITE_TTL_MS).toBe(86_400_000);
    expect(C.SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(2592000);
    expect(C.SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(C.PROFILE_PHOTO_MAX_BYTES).toBe(10485760);
    expect(C.PROFILE_PHOTO_MIME_TYPES).toEqual(['image/jpeg', 'image/jpg', 'image/png']);
    expect(C.PROFILE_PHOTO_EXTENSIONS).toEqual(['.png', '.jpg', '.jpeg']);
    expect(C.DEFAULT_CONCURRENCY).toBe(4);
    expect(C.CURRENCY).toBe('USD');
    expect(C.API_KEY_BYTES).toBe(16);
  });

  it('pins the voice, number and campaign figures', () => {
    expect(C.CLONE_SAMPLE_MAX_BYTES).toBe(10485760);
    expect(C.RECORDING_LIMIT_SECONDS).toBe(120);
    expect(C.CLONE_NAME_MAX_LENGTH).toBe(15);
    expect(C.VOICE_SPEED).toEqual({ min: 0.5, max: 1.5, step: 0.05, default: 1 });
    expect(C.WEIGHT).toMatchObject({ min: 0, max: 100, decimals: 2, total: 100 });
    expect(C.AVAILABLE_NUMBERS_CACHE_MS).toBe(30_000);
    expect(C.MODAL_RESET_DELAY_MS).toBe(300);
    expect(C.MAX_VISIBLE_TOASTS).toBe(1);
    expect(C.CARD_VISIBLE_TAGS).toBe(2);
    expect(C.VOICE_TABLE_HEIGHT_PX).toBe(500);
    expect(C.CUSTOMIZE_PANEL_WIDTH_PX).toBe(540);
    expect(C.ADD_NUMBERS_LIST_MAX_HEIGHT_PX).toBe(200);
    expect(C.FEATURED_CAROUSEL_BREAKPOINTS).toEqual([
      { minWidth: 768, slides: 3 },
      { minWidth: 1024, slides: 4 },
      { minWidth: 1280, slides: 5 },
    ]);
  });

  it('pins the monthly credit amounts', () => {
    expect(C.MONTHLY_CREDITS_BY_PLAN).toEqual({
      FREE: 100,
      STARTER: 200,
      PROFESSIONAL: 600,
      BUSINESS: 2000,
      ENTERPRISE: 5000,
    });
    expect(C.MONTHLY_CREDITS_UNKNOWN_PLAN).toBe(0);
    expect(C.MONTHLY_CREDITS_NO_PLAN).toBe(100);
    expect(C.PRICE_CREDIT_AMOUNTS).toEqual([100, 1200, 200, 2400, 400, 4800, 600, 7200, 1500, 2000, 24000]);
    expect(C.PRICE_CREDIT_AMOUNTS).toHaveLength(11);
  });
});
