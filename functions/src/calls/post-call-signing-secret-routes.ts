import {
  API_ROUTES,
  postCallSigningSecretRequestSchema,
  type PostCallSigningSecretResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { db } from '../lib/firestore';
import { readPostCallSigningSecret, rotatePostCallSigningSecret } from './post-call-signing-secret';

// The secret lets its holder forge the organisation's deliveries, so only those who run the
// organisation see or change it: its owner and admins (action 'admin'; a VIEWER never).

/** POST /integrations/post-call-webhooks/signing-secret: the organisation's current secret. */
const revealPostCallSigningSecretRoute = defineRoute(
  API_ROUTES.revealPostCallSigningSecret,
  postCallSigningSecretRequestSchema,
  async ({ uid, input }): Promise<PostCallSigningSecretResponse> => {
    await authorize(null, { orgId: input.orgId }, uid, { action: 'admin' });
    return readPostCallSigningSecret(db(), input.orgId);
  },
);

/** POST /integrations/post-call-webhooks/rotate-signing-secret: a new secret; the old one signs on a while. */
const rotatePostCallSigningSecretRoute = defineRoute(
  API_ROUTES.rotatePostCallSigningSecret,
  postCallSigningSecretRequestSchema,
  async ({ uid, input }): Promise<PostCallSigningSecretResponse> => {
    await authorize(null, { orgId: input.orgId }, uid, { action: 'admin' });
    return rotatePostCallSigningSecret(db(), input.orgId, uid);
  },
);

export const POST_CALL_SIGNING_SECRET_ROUTES = [
  revealPostCallSigningSecretRoute,
  rotatePostCallSigningSecretRoute,
];
