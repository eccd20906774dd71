import { apologiesCollection, type Apology } from '@peer-coaching/domain';
import { collectionOf, db } from '../firestore.ts';

/** Writes (creates or replaces) an apology; the document repeats its id, as the others do. */
export async function saveApology(apology: Apology): Promise<void> {
  await db
    .collection(apologiesCollection.path)
    .doc(apology.id)
    .set({ ...apology });
}

export async function listApologiesOfUser(userId: string): Promise<Apology[]> {
  const snapshot = await collectionOf(apologiesCollection).where('user_id', '==', userId).get();
  return snapshot.docs.map((d) => d.data());
}
