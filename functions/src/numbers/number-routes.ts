// The phone-number routes of the `api` function, in the order API_ROUTES lists them.
import type { RouteDefinition } from '../api/route-definition';
import { agentAvailableNumbersRoute } from './agent-available-numbers';
import { availableNumbersRoute } from './available-numbers';
import { buyNumberRoute } from './buy-number';
import { connectVonageAccountRoute } from './connect-vonage-account';
import { createOrgSubaccountRoute } from './create-org-subaccount';
import { createSipAddressRoute } from './create-sip-address';
import { deleteNumberRoute } from './delete-number';
import { importNumberRoute } from './import-number';
import { importTwilioExternalAccountRoute } from './import-twilio-external-account';
import { listTwilioNumbersRoute } from './list-twilio-numbers';
import { setPrimaryEndpointRoute } from './set-primary-endpoint';

export const NUMBER_ROUTES: readonly RouteDefinition[] = [
  availableNumbersRoute,
  buyNumberRoute,
  createSipAddressRoute,
  importNumberRoute,
  deleteNumberRoute,
  setPrimaryEndpointRoute,
  createOrgSubaccountRoute,
  importTwilioExternalAccountRoute,
  listTwilioNumbersRoute,
  connectVonageAccountRoute,
  agentAvailableNumbersRoute,
];
