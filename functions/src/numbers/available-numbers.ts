import {
  API_ROUTES,
  availableNumbersRequestSchema,
  MSG_ERROR_SEARCHING_PHONE_NUMBERS,
  type AvailableNumbersResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { searchTwilioNumbers } from '../providers/twilio/twilio-numbers';
import { withProvider } from './provider-failure';

/**
 * POST /phone-numbers/available-numbers: local numbers for sale on Twilio in a country, optionally in
 * one area code. Any signed-in user; nothing is reserved until buy-number.
 */
export const availableNumbersRoute = defineRoute(
  API_ROUTES.availableNumbers,
  availableNumbersRequestSchema,
  async ({ input }): Promise<AvailableNumbersResponse> => ({
    numbers: await withProvider(MSG_ERROR_SEARCHING_PHONE_NUMBERS, 'platform', () =>
      searchTwilioNumbers(input.countryCode, input.areaCode),
    ),
  }),
);
