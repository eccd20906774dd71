import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firestore.ts';

/**
 * Creates the profile of a person who signed up by themselves: a peer with no group or cohort yet
 * (a facilitator assigns them), status 'invited' until then. Never overwrites an existing profile
 * (accounts created by staff or the seed come with theirs).
 */
export async function createSelfSignUpProfile(uid: string, email: string | null): Promise<boolean> {
  try {
    await db
      .collection('users')
      .doc(uid)
      .create({
        id: uid,
        email: email ?? '',
        first_name: '',
        last_name: '',
        last_name_lower: '',
        role: 'peer',
        group: [],
        group_list: [],
        cohort: [],
        cohort_list: [],
        current_cohort: null,
        current_group: null,
        alumni_community: false,
        tutorial: true,
        last_login: null,
        status: 'invited',
        department: '',
        created_at: FieldValue.serverTimestamp(),
      });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}
