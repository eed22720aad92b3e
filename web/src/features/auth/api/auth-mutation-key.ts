/** Every sign-in, sign-up and reset mutation starts with this key, so pages can tell one is running. */
export const AUTH_MUTATION_KEY = ['auth'] as const;
