import { describe, expect, it } from 'vitest';
import {
  contactsTooManyRowsMessage,
  duplicateContactMessage,
  invalidContactPhoneMessage,
  MSG_CONTACT_PHONE_REQUIRED,
  MSG_CONTACTS_FILE_EMPTY,
  MSG_CONTACTS_NO_PHONE_COLUMN,
} from '../messages';
import {
  campaignContactsPath,
  contactsAreValid,
  CONTACTS_CSV,
  normaliseContactNumber,
  orgOfContactsPath,
  parseContactsCsv,
} from './contacts-csv';

describe('contacts CSV', () => {
  it('turns rows into contacts in file order with E.164 numbers, a name and the other columns as variables', () => {
    const result = parseContactsCsv(
      '\uFEFFPhone Number,Name,First Name,Appointment Date\n(201) 555-0100,Ada Lovelace,Ada,2026-12-01\n+44 7700 900123,Alan,Alan,\n',
    );
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.columns).toEqual(['Phone Number', 'Name', 'First Name', 'Appointment Date']);
    expect(result.contacts).toEqual([
      {
        index: 0,
        phoneNumber: '+12015550100',
        name: 'Ada Lovelace',
        variables: { first_name: 'Ada', appointment_date: '2026-12-01' },
      },
      {
        index: 1,
        phoneNumber: '+447700900123',
        name: 'Alan',
        variables: { first_name: 'Alan', appointment_date: '' },
      },
    ]);
    expect(contactsAreValid(result)).toBe(true);
  });

  it('reports each bad row by its line in the file and keeps the good ones', () => {
    const result = parseContactsCsv(
      'phone,name\n2015550100,A\n,B\n12345,C\n+1 201 555 0100,D\n14155550100,E\n',
    );
    expect(result.rowErrors).toEqual([
      { row: 3, message: MSG_CONTACT_PHONE_REQUIRED },
      { row: 4, message: invalidContactPhoneMessage('12345') },
      { row: 5, message: duplicateContactMessage(2) },
    ]);
    expect(result.contacts.map((contact) => [contact.index, contact.phoneNumber])).toEqual([
      [0, '+12015550100'],
      [1, '+14155550100'],
    ]);
    expect(contactsAreValid(result)).toBe(false);
  });

  it('refuses a file without a phone column, without rows, or with too many rows', () => {
    expect(parseContactsCsv('name,email\nAda,a@b.co\n').fileErrors).toEqual([MSG_CONTACTS_NO_PHONE_COLUMN]);
    expect(parseContactsCsv('phone_number\n\n\n').fileErrors).toEqual([MSG_CONTACTS_FILE_EMPTY]);
    const many = `number\n${Array.from({ length: CONTACTS_CSV.maxRows + 1 }, (_, i) => String(2_015_550_000 + i)).join('\n')}`;
    expect(parseContactsCsv(many).fileErrors).toEqual([contactsTooManyRowsMessage(CONTACTS_CSV.maxRows)]);
  });

  it('reads quoted fields with commas and line breaks', () => {
    const result = parseContactsCsv('number,notes\n"201-555-0100","likes, commas\nand lines"\n');
    expect(result.contacts[0]?.variables).toEqual({ notes: 'likes, commas\nand lines' });
  });

  it('normalises NANP and international numbers and refuses anything else', () => {
    expect(normaliseContactNumber('201.555.0100')).toBe('+12015550100');
    expect(normaliseContactNumber('1 (201) 555-0100')).toBe('+12015550100');
    expect(normaliseContactNumber('+61 2 9876 5432')).toBe('+61298765432');
    expect(normaliseContactNumber('2015550100x12')).toBeNull();
    expect(normaliseContactNumber('+1234567')).toBeNull();
    expect(normaliseContactNumber('22015550100')).toBeNull();
  });

  it('keeps uploads under the organisation folder', () => {
    const path = campaignContactsPath('org-1', 'f1');
    expect(path).toBe('campaign-contacts/org-1/f1.csv');
    expect(orgOfContactsPath(path)).toBe('org-1');
    expect(orgOfContactsPath('campaign-contacts/org-1/../x.csv')).toBeNull();
    expect(orgOfContactsPath('profile-photos/org-1/f1.csv')).toBeNull();
  });
});
