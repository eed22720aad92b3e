// The legal calling hours in the callee's local time, per country and per US state with stricter rules.
// A summary Parley keeps of the statutes named in each row (docs/campaigns.md#callee-local-hours), not
// legal advice: it applies them to every campaign call (most only bind telephone solicitations), and it
// does not model public holidays, which some of these states also exclude.

/** Hours on some days of the week: 0 = Sunday … 6 = Saturday; 'HH:MM', 24-hour, end exclusive. */
export interface CallingHoursSpan {
  readonly days: readonly number[];
  readonly start: string;
  readonly end: string;
}

export interface CallingHoursRule {
  /** Shown in a reason: 'US federal', 'Florida'. */
  readonly label: string;
  /** The statute or regulation the hours come from. */
  readonly source: string;
  /** The hours calls are allowed; a day listed in no span has none. */
  readonly spans: readonly CallingHoursSpan[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6] as const;

/** Any number outside the US and Canada, or whose country is unknown: the US federal hours. */
export const DEFAULT_CALLING_HOURS: CallingHoursRule = {
  label: 'default',
  source: 'Parley default, the US federal hours (47 CFR § 64.1200(c)(1))',
  spans: [{ days: EVERY_DAY, start: '08:00', end: '21:00' }],
};

/** By ISO country code. */
export const COUNTRY_CALLING_HOURS: Readonly<Record<string, CallingHoursRule>> = {
  US: {
    label: 'US federal',
    source: '47 CFR § 64.1200(c)(1) (TCPA): 8 a.m. to 9 p.m. in the called party’s local time',
    spans: [{ days: EVERY_DAY, start: '08:00', end: '21:00' }],
  },
  CA: {
    label: 'Canada',
    source: 'CRTC Unsolicited Telecommunications Rules, Part III (Telemarketing Rules)',
    spans: [
      { days: [1, 2, 3, 4, 5], start: '09:00', end: '21:30' },
      { days: [0, 6], start: '10:00', end: '18:00' },
    ],
  },
};

/** US states whose hours are stricter than the federal ones, by two-letter code. */
export const STATE_CALLING_HOURS: Readonly<Record<string, CallingHoursRule>> = {
  AL: {
    label: 'Alabama',
    source: 'Ala. Code § 8-19A-3: 8 a.m. to 9 p.m., not on Sundays',
    spans: [{ days: MONDAY_TO_SATURDAY, start: '08:00', end: '21:00' }],
  },
  FL: {
    label: 'Florida',
    source: 'Fla. Stat. § 501.059 (Florida Telephone Solicitation Act): 8 a.m. to 8 p.m.',
    spans: [{ days: EVERY_DAY, start: '08:00', end: '20:00' }],
  },
  LA: {
    label: 'Louisiana',
    source: 'La. R.S. 45:844.14: 8 a.m. to 8 p.m., not on Sundays',
    spans: [{ days: MONDAY_TO_SATURDAY, start: '08:00', end: '20:00' }],
  },
  MD: {
    label: 'Maryland',
    source: 'Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act): 8 a.m. to 8 p.m.',
    spans: [{ days: EVERY_DAY, start: '08:00', end: '20:00' }],
  },
  MS: {
    label: 'Mississippi',
    source: 'Miss. Code § 77-3-725: 8 a.m. to 8 p.m., not on Sundays',
    spans: [{ days: MONDAY_TO_SATURDAY, start: '08:00', end: '20:00' }],
  },
  OK: {
    label: 'Oklahoma',
    source: 'Okla. Stat. tit. 15, § 775C.4 (Telephone Solicitation Act of 2022): 8 a.m. to 8 p.m.',
    spans: [{ days: EVERY_DAY, start: '08:00', end: '20:00' }],
  },
  RI: {
    label: 'Rhode Island',
    source: 'R.I. Gen. Laws § 5-61-3.5: weekdays 9 a.m. to 6 p.m., Saturdays 10 a.m. to 5 p.m.',
    spans: [
      { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
      { days: [6], start: '10:00', end: '17:00' },
    ],
  },
  TX: {
    label: 'Texas',
    source: 'Tex. Bus. & Com. Code § 301.051: 9 a.m. to 9 p.m., Sundays noon to 9 p.m.',
    spans: [
      { days: MONDAY_TO_SATURDAY, start: '09:00', end: '21:00' },
      { days: [0], start: '12:00', end: '21:00' },
    ],
  },
  UT: {
    label: 'Utah',
    source: 'Utah Code § 13-25a-103: 8 a.m. to 9 p.m., not on Sundays',
    spans: [{ days: MONDAY_TO_SATURDAY, start: '08:00', end: '21:00' }],
  },
  WA: {
    label: 'Washington',
    source: 'RCW 80.36.390: 8 a.m. to 8 p.m.',
    spans: [{ days: EVERY_DAY, start: '08:00', end: '20:00' }],
  },
};
