/**
 * Repairs drift in activities/{userId}: recomputes every peer's activity counts and attendance
 * statuses from their attendance records, and their current group and cohort, with the same
 * function the trigger uses; and rebuilds what peers' homes read of surveys (survey_marks/{userId}
 * and cohort_surveys/{cohortId}), which is also how a project that ran an older version gets them.
 * Safe to run any time, as often as needed.
 *
 *   npm run recount                      against the running emulators
 *   npm run recount -- --project <id>    against a real project (application default credentials)
 */
const projectFlag = process.argv.indexOf('--project');
if (projectFlag !== -1) {
  process.env.GCLOUD_PROJECT = process.argv[projectFlag + 1];
} else if (process.env.FIRESTORE_EMULATOR_HOST) {
  process.env.GCLOUD_PROJECT ??= 'demo-peer-coaching';
} else {
  console.error('Set FIRESTORE_EMULATOR_HOST (emulators) or pass --project <id> to recount a real project.');
  process.exit(1);
}

// Imported after the project is known: the admin SDK initialises on import.
const { listPeerIds, recountActivities } = await import('../functions/src/data/events/activities.ts');
const { syncSurveyMarks } = await import('../functions/src/data/surveys/survey-marks.ts');
const { listSurveyCohortIds, rebuildCohortSurveys } = await import('../functions/src/data/surveys/cohort-surveys.ts');

const started = performance.now();
const ids = await listPeerIds();
let repaired = 0;
let marks = 0;
for (const id of ids) {
  if (await recountActivities(id)) repaired += 1;
  if (await syncSurveyMarks(id)) marks += 1;
}
const cohorts = await listSurveyCohortIds();
let lists = 0;
for (const id of cohorts) if ((await rebuildCohortSurveys(id)) !== 'unchanged') lists += 1;
console.log(
  `Recounted ${ids.length} peers in ${Math.round(performance.now() - started)} ms: ${repaired} repaired, ` +
    `${marks} survey marks and ${lists} of ${cohorts.length} cohort survey lists written.`,
);

export {};
