// A campaign's contacts file: where the client uploads it, and how web (preview) and functions (on save
// and start) parse and validate it, row by row, the same way.
import Papa from 'papaparse';
import {
  contactsTooManyRowsMessage,
  duplicateContactMessage,
  invalidContactPhoneMessage,
  MSG_CONTACT_PHONE_REQUIRED,
  MSG_CONTACTS_FILE_EMPTY,
  MSG_CONTACTS_NO_PHONE_COLUMN,
} from '../messages';

/** Limits of a contacts file (storage.rules repeats the size as a literal). */
export const CONTACTS_CSV = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 50_000,
  mimeTypes: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  extension: '.csv',
} as const;

/** Storage folder of contacts files: campaign-contacts/{orgId}/{fileName}.csv (org members upload). */
export const CAMPAIGN_CONTACTS_STORAGE_DIR = 'campaign-contacts';

/** Where a client uploads an organisation's contacts file; `fileId` is any fresh id (e.g. a UUID). */
export function campaignContactsPath(orgId: string, fileId: string): string {
  return `${CAMPAIGN_CONTACTS_STORAGE_DIR}/${orgId}/${fileId}${CONTACTS_CSV.extension}`;
}

/** The organisation a contacts path belongs to, or null when the path is not one. */
export function orgOfContactsPath(path: string): string | null {
  const match = /^campaign-contacts\/([^/]+)\/[^/]+\.csv$/.exec(path);
  return match?.[1] ?? null;
}

/** Header names (lower-cased, non-alphanumerics dropped) that hold the number to call. */
const PHONE_HEADERS = ['phonenumber', 'phone', 'number', 'mobile', 'tel', 'telephone'];
const NAME_HEADERS = ['name', 'fullname', 'contactname'];

/** One contact as parsed: its row order, E.164 number, name and the row's other columns. */
export interface ParsedContact {
  readonly index: number;
  readonly phoneNumber: string;
  readonly name: string;
  readonly variables: Readonly<Record<string, string>>;
}

/** A problem with one row; `row` is the line in the file (the header is line 1). */
export interface ContactRowError {
  readonly row: number;
  readonly message: string;
}

export interface ContactsParseResult {
  readonly contacts: readonly ParsedContact[];
  readonly rowErrors: readonly ContactRowError[];
  /** Problems with the file as a whole (no phone column, no rows, too many rows). */
  readonly fileErrors: readonly string[];
  /** The columns as the file names them, for the preview table. */
  readonly columns: readonly string[];
}

const squash = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A variable name for a column: 'First Name' → 'first_name'. */
export function contactVariableName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * A contact's number in E.164: 10 digits are a NANP number (+1 added), 11 digits starting with 1 too;
 * a number written with '+' keeps its country code (8 to 15 digits). Spaces, dots, dashes and brackets
 * are ignored. Null when it is none of these.
 */
export function normaliseContactNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

function findColumn(headers: readonly string[], candidates: readonly string[]): string | undefined {
  return headers.find((header) => candidates.includes(squash(header)));
}

/**
 * Parses a contacts CSV (first line: headers). The phone column is required (phone_number, phone,
 * number, mobile, tel...); a name column is optional; every other column becomes a workflow variable
 * named in snake_case. Each row is checked: a number is present, valid, and not already on an earlier
 * row. Valid rows become contacts in file order; invalid ones are reported by line.
 */
export function parseContactsCsv(text: string): ContactsParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const columns = (parsed.meta.fields ?? []).filter((field) => field !== '');
  const phoneColumn = findColumn(columns, PHONE_HEADERS);
  if (phoneColumn === undefined)
    return { contacts: [], rowErrors: [], fileErrors: [MSG_CONTACTS_NO_PHONE_COLUMN], columns };
  if (parsed.data.length === 0)
    return { contacts: [], rowErrors: [], fileErrors: [MSG_CONTACTS_FILE_EMPTY], columns };
  if (parsed.data.length > CONTACTS_CSV.maxRows) {
    return {
      contacts: [],
      rowErrors: [],
      fileErrors: [contactsTooManyRowsMessage(CONTACTS_CSV.maxRows)],
      columns,
    };
  }
  const nameColumn = findColumn(columns, NAME_HEADERS);
  const contacts: ParsedContact[] = [];
  const rowErrors: ContactRowError[] = [];
  const firstRowOf = new Map<string, number>();
  parsed.data.forEach((record, position) => {
    const row = position + 2;
    const raw = (record[phoneColumn] ?? '').trim();
    const phoneNumber = normaliseContactNumber(raw);
    if (raw === '') return void rowErrors.push({ row, message: MSG_CONTACT_PHONE_REQUIRED });
    if (phoneNumber === null) return void rowErrors.push({ row, message: invalidContactPhoneMessage(raw) });
    const firstRow = firstRowOf.get(phoneNumber);
    if (firstRow !== undefined)
      return void rowErrors.push({ row, message: duplicateContactMessage(firstRow) });
    firstRowOf.set(phoneNumber, row);
    const variables: Record<string, string> = {};
    for (const column of columns) {
      if (column === phoneColumn || column === nameColumn) continue;
      const name = contactVariableName(column);
      if (name !== '') variables[name] = (record[column] ?? '').trim();
    }
    contacts.push({
      index: contacts.length,
      phoneNumber,
      name: nameColumn === undefined ? '' : (record[nameColumn] ?? '').trim(),
      variables,
    });
  });
  return { contacts, rowErrors, fileErrors: [], columns };
}

/** Whether a parse result can be saved: no file-level and no row errors. */
export function contactsAreValid(result: ContactsParseResult): boolean {
  return result.fileErrors.length === 0 && result.rowErrors.length === 0;
}
