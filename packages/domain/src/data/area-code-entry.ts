/** Where a NANP area code is: its country (ISO 3166-1 alpha-2) and, in the US and Canada, its region. */
export interface AreaCodeEntry {
  readonly country: string;
  /** Two-letter state, province or territory code; null outside the US and Canada. */
  readonly region: string | null;
}
