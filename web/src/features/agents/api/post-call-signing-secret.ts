import {
  API_ROUTES,
  postCallSigningSecretResponseSchema,
  type PostCallSigningSecretResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export type SigningSecretAction = 'reveal' | 'rotate';

const ROUTES = {
  reveal: API_ROUTES.revealPostCallSigningSecret,
  rotate: API_ROUTES.rotatePostCallSigningSecret,
} as const;

/**
 * The organisation's post-call webhook signing secret, for its owner and admins: `mutate('reveal')`
 * asks for it (POST /integrations/post-call-webhooks/signing-secret), `mutate('rotate')` replaces it;
 * `data` is the latest answer and `reset()` hides it again. A mutation rather than a cached query, so
 * the secret is fetched only when asked for and forgotten when hidden.
 */
export function usePostCallSigningSecret(orgId: string) {
  const { api } = useServices();
  return useMutation<PostCallSigningSecretResponse, Error, SigningSecretAction>({
    mutationFn: (action) =>
      api(ROUTES[action].path, {
        method: ROUTES[action].method,
        body: { orgId },
        schema: postCallSigningSecretResponseSchema,
      }),
  });
}
