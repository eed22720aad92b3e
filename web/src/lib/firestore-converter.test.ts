import { organisationSchema } from '@parley/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { converterFor, MalformedDocumentError, timestampsToDates } from './firestore-converter';

function snapshotOf(id: string, data: Record<string, unknown>): QueryDocumentSnapshot {
  return { id, ref: { path: `t_orgs/${id}` }, data: () => data } as unknown as QueryDocumentSnapshot;
}

describe('converterFor', () => {
  const orgConverter = converterFor(organisationSchema, { idField: 'id' });

  it('parses with the domain schema, filling defaults and the id from the document', () => {
    const org = orgConverter.fromFirestore(snapshotOf('org-1', { name: 'Acme', ownerUid: 'u1' }));

    expect(org).toMatchObject({
      id: 'org-1',
      name: 'Acme',
      adminUids: [],
      pendingInvites: [],
      cluster: 'PROD',
    });
  });

  it('turns Timestamps into Dates at any depth', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 2));
    const org = orgConverter.fromFirestore(
      snapshotOf('org-1', {
        name: 'Acme',
        ownerUid: 'u1',
        pendingInvites: [{ id: 'i1', email: 'a@b.co', role: 'member', invitedAt: at }],
      }),
    );

    expect(org.pendingInvites[0]?.invitedAt).toEqual(new Date(Date.UTC(2026, 0, 2)));
    expect(timestampsToDates({ list: [at] })).toEqual({ list: [at.toDate()] });
  });

  it('throws, naming the document and the field, when a document is malformed', () => {
    const read = () => orgConverter.fromFirestore(snapshotOf('org-2', { name: 'Acme' }));

    expect(read).toThrow(MalformedDocumentError);
    expect(read).toThrow(/t_orgs\/org-2[\s\S]*ownerUid/);
  });

  it('writes the model as given', () => {
    const converter = converterFor(z.object({ name: z.string() }));
    expect(converter.toFirestore({ name: 'x' })).toEqual({ name: 'x' });
  });
});
