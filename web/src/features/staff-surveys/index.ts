/**
 * Loads /survey for staff (its module's default export): the list, the builder, pickers and drag
 * and drop. The results (charts, the data grid) are a further chunk loaded when opened.
 */
export const loadStaffSurveysPage = () => import('./StaffSurveysPage.tsx');
