/**
 * Loads /matching for staff (its module's default export): a chunk of its own, never in the peer
 * home's bundle.
 */
export const loadMatchingPage = () => import('./MatchingPage.tsx');

/** Loads the peer home's partner card (its module's default export), after the home. */
export const loadPartnerCard = () => import('./PartnerCard.tsx');
