/** /api/user/surveys: the caller's surveys with their status (docs/surveys.md). */
import { userSurveyRows } from '../../services/surveys/user-surveys.ts';
import type { Handlers } from '../register.ts';

export const surveyHandlers: Handlers<'userSurveys'> = {
  userSurveys: async ({ caller }) => ({ surveys: await userSurveyRows(caller, new Date()) }),
};
