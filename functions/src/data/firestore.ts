/** The admin SDK, initialised once. Only functions/src/data imports firebase-admin. */
import { withDates } from '@peer-coaching/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** A converter that reads a document as T with Dates, and writes Dates as Timestamps. */
export function converter<T extends { id: string }>() {
  return {
    toFirestore: (data: T): DocumentData => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot): T => ({
      ...(withDates(snapshot.data(), isTimestamp) as T),
      id: snapshot.id,
    }),
  };
}

/** Splits a list for Firestore's `in` / `array-contains-any` limit of 30 values. */
export function chunks<T>(items: readonly T[], size = 30): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
