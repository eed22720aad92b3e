import {
  API_ROUTES,
  HelperError,
  MSG_AUTHENTICATION_REQUIRED,
  addVoiceByProviderRequestSchema,
  addVoiceByProviderResponseSchema,
  addVoiceErrorMessage,
  apiPath,
  type AddVoiceByProviderResponse,
  type AddVoiceForm,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';
import { useSession } from '../../../lib/session';

/** POST /public/voices/add-by-provider with the form's values, parsed by the server's own schema. */
export function addVoiceByProvider(api: ApiFetch, values: AddVoiceForm): Promise<AddVoiceByProviderResponse> {
  return api(apiPath(API_ROUTES.addVoiceByProvider), {
    method: 'POST',
    body: addVoiceByProviderRequestSchema.parse(values),
    schema: addVoiceByProviderResponseSchema,
  });
}

/** The failure as the toast words it: the answer's `detail`, else 'Failed to add voice (status)'. */
export function addVoiceFailureMessage(error: unknown): string | null {
  if (error instanceof HelperError) return addVoiceErrorMessage(error.status, error.details);
  return error instanceof Error ? error.message : null;
}

/** Adds a voice by provider id; signed out it refuses with 'Authentication required'. */
export function useAddVoiceByProvider() {
  const { api } = useServices();
  const { session } = useSession();
  return useMutation({
    mutationFn: (values: AddVoiceForm) => {
      if (session.status !== 'signedIn') return Promise.reject(new Error(MSG_AUTHENTICATION_REQUIRED));
      return addVoiceByProvider(api, values);
    },
  });
}
