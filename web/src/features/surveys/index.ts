/**
 * The survey routes and the home's "surveys due", each loaded on demand: importing this index
 * loads neither, so the peer home's chunk for "surveys due" carries no survey form (issue 27).
 */
export const loadSurveyPages = () => import('./SurveyPage.tsx');
export const loadSurveysDue = () => import('./components/SurveysDue.tsx');
