/** A group's pages and e-mail templates with their versions (docs/pages.md). */
import {
  contentCollectionPath,
  contentVersionId,
  contentVersionsPath,
  pagesCollection,
  pageVersionsCollection,
  type ContentKey,
  type MailTemplateKey,
  type MailTemplateText,
  type PageContent,
  type PageVersion,
  type User,
  usersCollection,
} from '@peer-coaching/domain';
import { collectionOf, converterOf, db } from '../firestore.ts';
import { stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const contentRef = (group: string, key: ContentKey) =>
  db.collection(contentCollectionPath(group, key)).doc(key).withConverter(converterOf(pagesCollection));
const versionRef = (group: string, key: ContentKey, version: number) =>
  db
    .collection(contentVersionsPath(group, key))
    .doc(contentVersionId(version))
    .withConverter(converterOf(pageVersionsCollection));

export async function groupExists(group: string): Promise<boolean> {
  return (await db.collection('groups').doc(group).get()).exists;
}

export async function getPageContent(group: string, key: ContentKey): Promise<PageContent | null> {
  return (await contentRef(group, key).get()).data() ?? null;
}

export async function getPageVersion(group: string, key: ContentKey, version: number): Promise<PageVersion | null> {
  return (await versionRef(group, key, version).get()).data() ?? null;
}

/**
 * Saves a new version: reads the current one in a transaction, so two saves at once make two
 * versions (never one overwriting the other's number). `make` builds both documents from it.
 */
export async function savePageVersion(
  group: string,
  key: ContentKey,
  make: (current: PageContent | null) => { page: PageContent; version: PageVersion },
): Promise<PageContent> {
  return runCheckedTransaction(async (tx) => {
    const current = (await tx.get(contentRef(group, key))).data() ?? null;
    const { page, version } = make(current);
    tx.set(contentRef(group, key), page);
    tx.create(versionRef(group, key, version.version), version);
    stageAudit(tx);
    return page;
  });
}

/** The group's own text of an e-mail template, or null to send the default (one read). */
export async function getMailTemplate(group: string | null, key: MailTemplateKey): Promise<MailTemplateText | null> {
  if (!group) return null;
  const saved = await getPageContent(group, key);
  return saved ? { subject: saved.subject ?? '', markdown: saved.markdown } : null;
}

/** The confirmed facilitators who run the group, sorted by last name (for /facilitators). */
export async function listFacilitatorsOfGroup(group: string): Promise<User[]> {
  // Only staff have a group_list, so this reads the group's staff alone (no composite index needed).
  const snapshot = await collectionOf(usersCollection).where('group_list', 'array-contains', group).get();
  return snapshot.docs
    .map((d) => d.data())
    .filter((p) => p.role === 'facilitator' && p.status === 'confirmed')
    .sort((a, b) => a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) || a.id.localeCompare(b.id));
}
