/** The admin SDK, initialised once. Only functions/src/data imports firebase-admin. */
import { MalformedDocumentError, type Collection } from '@peer-coaching/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { countDocumentReads } from './read-counter.ts';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/**
 * Documents are checked against their collection's schema on the emulators (development and
 * tests), so a malformed document fails loudly with its path; production only maps the dates.
 */
const validateReads = Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/** Reads a collection's documents as its app type (Dates, id), and writes them without the id. */
export function converterOf<T extends { id: string }>(collection: Collection<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => {
      const { id: _id, ...fields } = data as DocumentData;
      return fields;
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot): T => {
      countDocumentReads(1);
      return collection.fromStored(snapshot.data(), snapshot.id, snapshot.ref.path, {
        isTimestamp,
        validate: validateReads,
      });
    },
  };
}

/** The typed reference of a top-level collection. */
export function collectionOf<T extends { id: string }>(collection: Collection<T>) {
  return db.collection(collection.path).withConverter(converterOf(collection));
}

/** Splits a list for Firestore's `in` / `array-contains-any` limit of 30 values. */
export function chunks<T>(items: readonly T[], size = 30): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A derived document as it is stored, or null when it is missing or does not match its schema:
 * a rebuild must be able to replace a malformed document rather than fail on reading it.
 */
export function storedOrNull<T>(snapshot: DocumentSnapshot<T>): T | null {
  try {
    return snapshot.data() ?? null;
  } catch (error) {
    if (error instanceof MalformedDocumentError) return null;
    throw error;
  }
}
