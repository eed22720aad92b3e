import { describe, expect, it } from 'vitest';
import { MSG_AREA_CODE_DIGITS, MSG_INVALID_PHONE_NUMBER } from '../messages';
import {
  availableNumbersRequestSchema,
  availableNumbersSearchFormSchema,
  buyNumberRequestSchema,
  createSipAddressRequestSchema,
  deleteNumberRequestSchema,
} from './phone-numbers';
import { API_ROUTES, apiPath } from './routes';

describe('phone-number requests', () => {
  it('upper-case the country and accept a missing area code', () => {
    expect(availableNumbersRequestSchema.parse({ countryCode: 'us' })).toEqual({ countryCode: 'US' });
    expect(availableNumbersRequestSchema.safeParse({ countryCode: 'US', areaCode: '41a' }).success).toBe(
      false,
    );
  });

  it('turn the search form into a request: an empty area code searches the whole country', () => {
    expect(availableNumbersSearchFormSchema.parse({ countryCode: 'us', areaCode: ' ' })).toEqual({
      countryCode: 'US',
      areaCode: undefined,
    });
    expect(availableNumbersSearchFormSchema.parse({ countryCode: 'US', areaCode: '415' }).areaCode).toBe(
      '415',
    );
    expect(
      availableNumbersSearchFormSchema.safeParse({ countryCode: 'US', areaCode: '4' }).error?.issues[0]
        ?.message,
    ).toBe(MSG_AREA_CODE_DIGITS);
  });

  it('buy only E.164 numbers from twilio, primary in the brand mode by default', () => {
    const request = { agentId: 'a1', provider: 'twilio', countryCode: 'US', phoneNumber: '+14155550100' };
    expect(buyNumberRequestSchema.parse(request)).toMatchObject({ mode: 'Parley', isSecondary: false });
    expect(buyNumberRequestSchema.safeParse({ ...request, provider: 'vonage' }).success).toBe(false);
    const local = buyNumberRequestSchema.safeParse({ ...request, phoneNumber: '415 555 0100' });
    expect(local.error?.issues.map((issue) => issue.message)).toEqual([MSG_INVALID_PHONE_NUMBER]);
  });

  it('take SIP URIs only as SIP addresses', () => {
    expect(
      createSipAddressRequestSchema.safeParse({ agentId: 'a1', sipAddress: 'sip:desk@pbx.example.com' })
        .success,
    ).toBe(true);
    expect(createSipAddressRequestSchema.safeParse({ agentId: 'a1', sipAddress: 'desk@pbx' }).success).toBe(
      false,
    );
  });

  it('need the endpoint when deleting a secondary number', () => {
    expect(deleteNumberRequestSchema.safeParse({ agentId: 'a1', isSecondary: true }).success).toBe(false);
    expect(deleteNumberRequestSchema.safeParse({ agentId: 'a1' }).success).toBe(true);
  });

  it('fill the agent into the available-numbers path', () => {
    expect(apiPath(API_ROUTES.agentAvailablePhoneNumbers, { agentId: 'a1' })).toBe(
      '/public/phone-numbers/agents/a1/available',
    );
  });
});
