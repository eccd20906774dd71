/**
 * Every document of a project on the Firestore emulator, at any depth, in one query: the REST API's
 * kindless all-descendants query from the database root (every collection and collection group),
 * as the owner (no rules). Values come back as the admin SDK reads them: Dates for timestamps,
 * numbers, strings, maps, arrays (what domain/src/firestore-size.ts measures).
 */
import { FIRESTORE } from './emulators.ts';

interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

function decode(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return Uint8Array.from(Buffer.from(value.bytesValue, 'base64'));
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.geoPointValue)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decode);
  if (value.mapValue) return decodeFields(value.mapValue.fields ?? {});
  throw new Error(`A value of an unknown type: ${JSON.stringify(value)}`);
}

const decodeFields = (fields: Record<string, RestValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

export interface StoredDocument {
  /** 'groups/mgh/settings/program' */
  path: string;
  data: Record<string, unknown>;
}

export async function everyDocument(projectId: string): Promise<StoredDocument[]> {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(`http://${FIRESTORE.host}:${FIRESTORE.port}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!response.ok) throw new Error(`The kindless query failed: ${response.status} ${await response.text()}`);
  const results = (await response.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
  return results.flatMap(({ document }) =>
    document ? [{ path: document.name.slice(root.length + 1), data: decodeFields(document.fields ?? {}) }] : [],
  );
}

/** Deletes every document of a project on the emulator (the emulator's own endpoint). */
export async function clearProject(projectId: string): Promise<void> {
  const response = await fetch(
    `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing ${projectId} failed: ${response.status} ${await response.text()}`);
}
