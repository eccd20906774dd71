/** /report (docs/reports.md): loaded by the router as its own chunk. */
export const loadReportPage = () => import('./ReportPage.tsx');
