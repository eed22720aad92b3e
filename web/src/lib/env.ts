import { parseEnv } from './env-schema';

/** The running app's configuration, parsed once at start-up: a bad variable fails loudly. */
export const env = parseEnv(import.meta.env);
