/**
 * A group's editable pages and e-mail templates in Firestore for the browser (docs/pages.md): the
 * page peers read live, and for staff the current text and the version history of any key. The
 * rules suite runs these very references (tests/rules/pages.test.ts).
 */
import {
  contentCollectionPath,
  contentVersionsPath,
  type ContentKey,
  type PageContent,
  type PageVersion,
} from '@peer-coaching/domain';
import { collection, doc, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

/** The group's current text of a page or template (missing: the group shows or sends the default). */
export function pageContentRef(db: Firestore, group: string, key: ContentKey) {
  const path = contentCollectionPath(group, key);
  return doc(db, path, key).withConverter(converterOf<PageContent>(path));
}

/** Every saved version of a key, newest first (staff only). */
export function pageVersionsQuery(db: Firestore, group: string, key: ContentKey): Query<PageVersion> {
  const path = contentVersionsPath(group, key);
  return query(collection(db, path).withConverter(converterOf<PageVersion>(path)), orderBy('version', 'desc'));
}
