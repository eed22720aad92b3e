// An organisation's do-not-call import: a CSV with a phone column (the contacts file's names: phone,
// phone_number, number…), each number normalised like a contact's so the runner's lookup by number
// finds it. The file is judged whole before anything is written: any bad row refuses the import with
// every bad row named, so nothing is half-imported silently.
import Papa from 'papaparse';
import {
  doNotCallTooManyRowsMessage,
  invalidContactPhoneMessage,
  MSG_CONTACT_PHONE_REQUIRED,
  MSG_CONTACTS_FILE_EMPTY,
  MSG_CONTACTS_NO_PHONE_COLUMN,
} from '../messages';
import { normaliseContactNumber, type ContactRowError } from './contacts-csv';

/** Limits of one import: a larger body is a 413, more rows a 400 (split the file). */
export const DO_NOT_CALL_CSV = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 100_000,
  /** Row errors sent back at most; the count says how many there were. */
  maxReportedRowErrors: 100,
} as const;

const PHONE_HEADERS = ['phonenumber', 'phone', 'number', 'mobile', 'tel', 'telephone'];
const squash = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface DoNotCallParseResult {
  /** Distinct E.164 numbers, in file order (a number listed twice is kept once, not an error). */
  readonly numbers: readonly string[];
  readonly rowErrors: readonly ContactRowError[];
  readonly fileErrors: readonly string[];
}

/** Parses a do-not-call CSV; `row` in errors is the file's line (the header is line 1). */
export function parseDoNotCallCsv(text: string): DoNotCallParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // Blank lines are skipped below, not by the parser, so each row keeps its line number in the file.
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  });
  const blank = (record: Record<string, string>) =>
    Object.values(record).every((value) => typeof value !== 'string' || value.trim() === '');
  const columns = parsed.meta.fields ?? [];
  const phoneColumn = columns.find((column) => PHONE_HEADERS.includes(squash(column)));
  if (phoneColumn === undefined)
    return { numbers: [], rowErrors: [], fileErrors: [MSG_CONTACTS_NO_PHONE_COLUMN] };
  const rows = parsed.data.filter((record) => !blank(record)).length;
  if (rows === 0) return { numbers: [], rowErrors: [], fileErrors: [MSG_CONTACTS_FILE_EMPTY] };
  if (rows > DO_NOT_CALL_CSV.maxRows)
    return { numbers: [], rowErrors: [], fileErrors: [doNotCallTooManyRowsMessage(DO_NOT_CALL_CSV.maxRows)] };
  const numbers = new Set<string>();
  const rowErrors: ContactRowError[] = [];
  parsed.data.forEach((record, position) => {
    const row = position + 2;
    if (blank(record)) return;
    const raw = (record[phoneColumn] ?? '').trim();
    if (raw === '') return void rowErrors.push({ row, message: MSG_CONTACT_PHONE_REQUIRED });
    const number = normaliseContactNumber(raw);
    if (number === null) return void rowErrors.push({ row, message: invalidContactPhoneMessage(raw) });
    numbers.add(number);
  });
  return { numbers: [...numbers], rowErrors, fileErrors: [] };
}
