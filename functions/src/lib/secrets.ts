// Secret Manager secrets, read and bound one way. A bound secret surfaces as an environment variable in
// the deployed runtime; under the emulators the same variable comes from the environment npm start passes.
import type { SecretParam } from 'firebase-functions/params';

/** The secret's value now (never at import); '' when unset, without .value()'s unset warning. */
export function secretValue(secret: SecretParam): string {
  return process.env[secret.name] ? secret.value() : '';
}

/**
 * The secrets to bind to a function. None in the Functions emulator: it would ask Secret Manager for
 * each declared secret at every worker start (an error offline); there the environment supplies them.
 */
export function bindableSecrets(...secrets: SecretParam[]): SecretParam[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : secrets;
}
