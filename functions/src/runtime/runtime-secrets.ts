import { defineSecret } from 'firebase-functions/params';
import { bindableSecrets } from '../lib/secrets';

/** The language model's API key (LLM_BASE_URL and LLM_MODEL are plain configuration). */
export const LLM_API_KEY = defineSecret('LLM_API_KEY');

/** Bound to the functions that run conversations: the runtime endpoint and the api (Test chat). */
export const RUNTIME_SECRETS = bindableSecrets(LLM_API_KEY);
