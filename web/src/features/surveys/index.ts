export { SurveyByIdPage, SurveyPage } from './SurveyPage.tsx';
export { SurveysDue } from './components/SurveysDue.tsx';
