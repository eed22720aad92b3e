import { advancedSettingsSchema, generalSettingsSchema } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { ADVANCED_BOUNDS, GENERAL_BOUNDS, type NumberBounds } from './settings-bounds';

function checkAgainstDomain(
  schema: typeof generalSettingsSchema | typeof advancedSettingsSchema,
  bounds: Record<string, NumberBounds>,
) {
  const defaults = schema.parse({}) as Record<string, unknown>;
  for (const [field, bound] of Object.entries(bounds)) {
    const accepts = (value: number) => schema.safeParse({ ...defaults, [field]: value }).success;
    // Every value the form allows must be one the domain (and so the rules and functions) accepts.
    expect(accepts(bound.min), `${field} min`).toBe(true);
    expect(accepts(bound.max), `${field} max`).toBe(true);
    // The spec's default lies inside the form's range.
    const fallback = defaults[field] as number;
    expect(fallback >= bound.min && fallback <= bound.max, `${field} default`).toBe(true);
  }
}

describe('settings bounds', () => {
  it('stay inside the domain schema and around the spec defaults (general)', () => {
    checkAgainstDomain(generalSettingsSchema, GENERAL_BOUNDS);
  });
  it('stay inside the domain schema and around the spec defaults (advanced)', () => {
    checkAgainstDomain(advancedSettingsSchema, ADVANCED_BOUNDS);
  });
  it('cover every numeric advanced setting', () => {
    const numeric = Object.entries(advancedSettingsSchema.parse({}))
      .filter(([, value]) => typeof value === 'number')
      .map(([key]) => key);
    expect(Object.keys(ADVANCED_BOUNDS).sort()).toEqual(numeric.sort());
  });
});
