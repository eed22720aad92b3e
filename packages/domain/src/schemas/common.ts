// Building blocks shared by the entity schemas.
import { z } from 'zod';

/**
 * A point in time as a document may hold it: a Firestore Timestamp (or its `{seconds, nanoseconds}`
 * JSON form), a Date, epoch milliseconds or an ISO string. The domain has no Firebase import, so it
 * accepts all of them and leaves conversion to each side's converter.
 */
export const timestampSchema = z.union([
  z.date(),
  z.number(),
  z.iso.datetime({ offset: true }),
  z.object({ seconds: z.number(), nanoseconds: z.number() }),
]);
export type TimestampLike = z.infer<typeof timestampSchema>;

/** Who last changed a document. */
export const lastUpdatedBySchema = z.object({
  uid: z.string(),
  email: z.string().nullable().default(null),
  displayName: z.string().nullable().default(null),
});
export type LastUpdatedBy = z.infer<typeof lastUpdatedBySchema>;

export const idSchema = z.string().min(1);
export const idListSchema = z.array(z.string()).default([]);

/** A file as both a browser File and a storage upload describe it. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export const fileLikeSchema = z.custom<FileLike>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<FileLike>).name === 'string' &&
    typeof (value as Partial<FileLike>).size === 'number' &&
    typeof (value as Partial<FileLike>).type === 'string',
);
