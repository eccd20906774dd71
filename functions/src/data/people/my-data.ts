/**
 * Everything stored about one person, for GET /api/shared/my_data (docs/account.md). Each section
 * reads one collection by the person's id (or, for the outbox, their address); secrets (the
 * calendar feed's token, check-in codes) are described, never copied.
 */
import { COLLECTION_PATHS } from '@peer-coaching/domain';
import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { adminAuth, db } from '../firestore.ts';

type Stored = Record<string, unknown> & { id: string };

async function documents(query: Query<DocumentData>): Promise<Stored[]> {
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...withDates(doc.data()) }));
}

/** Stored Timestamps as Dates, which the API writes in its own date format. */
function withDates(value: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dated(item)]));
}

function dated(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(dated);
  if (value && typeof value === 'object') return withDates(value as DocumentData);
  return value;
}

const byPerson = (collection: string, userId: string) =>
  documents(db.collection(collection).where('user_id', '==', userId));

const byAuthor = (collection: string, userId: string) =>
  documents(db.collection(collection).where('author_id', '==', userId));

/** A document of the person by id (their read marks, their alumni profile), or null. */
async function own(collection: string, userId: string): Promise<Stored | null> {
  const snapshot = await db.collection(collection).doc(userId).get();
  return snapshot.exists ? { id: snapshot.id, ...withDates(snapshot.data()!) } : null;
}

export interface PersonalData {
  activities: Stored | null;
  attendance: Stored[];
  apologies: Stored[];
  survey_responses: Stored[];
  matching_partners: Stored[];
  certificates: Stored[];
  calendar_feed: { subscribed: boolean; created_at: Date | null };
  emails_received: { subject: string; created_at: Date | null; state: string }[];
  alumni_profile: Stored | null;
  profile_photo: Stored | null;
  discussion_threads: Stored[];
  discussion_posts: Stored[];
  discussion_read_marks: Stored | null;
}

export async function personalData(userId: string, email: string): Promise<PersonalData> {
  const [
    activities,
    attendance,
    apologies,
    surveyResponses,
    partners,
    certificates,
    feed,
    mail,
    alumniProfile,
    threads,
    posts,
    readMarks,
    photo,
  ] = await Promise.all([
    db.collection(COLLECTION_PATHS.activities).doc(userId).get(),
    byPerson(COLLECTION_PATHS.attendance, userId),
    byPerson(COLLECTION_PATHS.apologies, userId),
    byPerson(COLLECTION_PATHS.surveyResponses, userId),
    byPerson(COLLECTION_PATHS.matchingPartners, userId),
    byPerson(COLLECTION_PATHS.certificates, userId),
    db.collection(COLLECTION_PATHS.calendarFeeds).doc(userId).get(),
    documents(db.collection(COLLECTION_PATHS.mail).where('to', 'array-contains', email)),
    own(COLLECTION_PATHS.alumniProfiles, userId),
    byAuthor(COLLECTION_PATHS.discussionThreads, userId),
    byAuthor(COLLECTION_PATHS.discussionPosts, userId),
    own(COLLECTION_PATHS.discussionReads, userId),
    own(COLLECTION_PATHS.profilePhotos, userId),
  ]);
  return {
    activities: activities.exists ? { id: activities.id, ...withDates(activities.data()!) } : null,
    attendance,
    apologies,
    survey_responses: surveyResponses,
    matching_partners: partners,
    certificates,
    calendar_feed: {
      subscribed: feed.exists,
      created_at: (feed.get('created_at') as Timestamp | undefined)?.toDate() ?? null,
    },
    emails_received: mail.map((message) => ({
      subject: String(message.subject ?? ''),
      created_at: (message.created_at as Date | undefined) ?? null,
      state: String((message.delivery as { state?: string } | undefined)?.state ?? 'PENDING'),
    })),
    alumni_profile: alumniProfile,
    profile_photo: photo,
    discussion_threads: threads,
    discussion_posts: posts,
    discussion_read_marks: readMarks,
  };
}

/** Ends every session of the person: refresh tokens stop working, and the API refuses older ID tokens. */
export async function revokeSessions(userId: string): Promise<Date> {
  await adminAuth.revokeRefreshTokens(userId);
  const account = await adminAuth.getUser(userId);
  return new Date(account.tokensValidAfterTime ?? Date.now());
}
