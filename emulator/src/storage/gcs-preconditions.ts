import type { StoredObject } from './stored-object.ts';

const CONDITIONS = [
  'ifGenerationMatch',
  'ifGenerationNotMatch',
  'ifMetagenerationMatch',
  'ifMetagenerationNotMatch',
];

/** The GCS precondition query parameters of a request, kept for resumable uploads checked at the end. */
export function preconditionsOf(params: URLSearchParams): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of CONDITIONS) {
    const value = params.get(name);
    if (value !== null) found[name] = value;
  }
  return found;
}

/**
 * Why a GCS precondition fails against the current object (→ 412), or null. `ifGenerationMatch=0`
 * means "only if the object does not exist", which the Admin SDK uses for create-only saves.
 */
export function failedPrecondition(
  conditions: Record<string, string>,
  existing: StoredObject | undefined,
): string | null {
  const generation = existing?.generation ?? '0';
  const { ifGenerationMatch, ifGenerationNotMatch, ifMetagenerationMatch, ifMetagenerationNotMatch } =
    conditions;
  if (ifGenerationMatch !== undefined && ifGenerationMatch !== generation) {
    return `At least one of the pre-conditions you specified did not hold (ifGenerationMatch=${ifGenerationMatch}).`;
  }
  if (ifGenerationNotMatch !== undefined && ifGenerationNotMatch === generation) {
    return `At least one of the pre-conditions you specified did not hold (ifGenerationNotMatch=${ifGenerationNotMatch}).`;
  }
  const metageneration = existing?.metageneration;
  if (ifMetagenerationMatch !== undefined && ifMetagenerationMatch !== metageneration) {
    return `At least one of the pre-conditions you specified did not hold (ifMetagenerationMatch=${ifMetagenerationMatch}).`;
  }
  if (ifMetagenerationNotMatch !== undefined && ifMetagenerationNotMatch === metageneration) {
    return `At least one of the pre-conditions you specified did not hold (ifMetagenerationNotMatch=${ifMetagenerationNotMatch}).`;
  }
  return null;
}
