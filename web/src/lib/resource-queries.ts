/**
 * The resources library in Firestore (docs/resources.md): what a peer may read (the resources of
 * their shared cohorts) and what staff read (all of their group's). Staff write through the API.
 * The rules suite runs these very functions (tests/rules/resources.test.ts).
 */
import { COLLECTION_PATHS, type Resource } from '@peer-coaching/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

/** Firestore's limit of values in one array-contains-any. */
const MAX_DISJUNCTION = 30;

const resources = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.resources).withConverter(converterOf<Resource>(COLLECTION_PATHS.resources));

/** The resources addressed to any of a peer's shared cohorts. */
export function peerResourcesQuery(db: Firestore, cohorts: readonly string[]): Query<Resource> {
  return query(resources(db), where('cohorts', 'array-contains-any', cohorts.slice(0, MAX_DISJUNCTION)));
}

/** Every resource of a group, for its staff. */
export function groupResourcesQuery(db: Firestore, group: string): Query<Resource> {
  return query(resources(db), where('group', '==', group));
}
