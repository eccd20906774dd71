import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { answerText, inDisplayZone, isMakeupKind, type Survey, type SurveyResponse } from '@peer-coaching/domain';

const when = (d: Date) => inDisplayZone(d).format('MMM D, YYYY h:mm A');

/** The individual responses, a column per question; a make-up's can be rejected (`onReject`). */
export function ResponsesGrid({
  survey,
  responses,
  personName,
  cohortNames,
  onReject,
}: {
  survey: Survey;
  responses: readonly SurveyResponse[];
  personName: (id: string) => string;
  cohortNames: Record<string, string>;
  onReject?: (response: SurveyResponse) => void;
}) {
  const makeup = isMakeupKind(survey.kind);
  const columns: GridColDef[] = [
    { field: 'name', headerName: 'Name', minWidth: 160, flex: 1 },
    { field: 'cohort', headerName: 'Cohort', minWidth: 110 },
    ...(makeup || survey.timing.type === 'per_event'
      ? [{ field: 'session', headerName: 'Session', minWidth: 140 } satisfies GridColDef]
      : []),
    { field: 'submitted', headerName: 'Submitted (New York)', minWidth: 180 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      renderCell: ({ value }) => (
        <Chip
          size="small"
          label={value as string}
          color={value === 'rejected' ? 'error' : 'success'}
          variant="outlined"
        />
      ),
    },
    ...survey.questions.map((q): GridColDef => ({
      field: `q_${q.id}`,
      headerName: q.label,
      minWidth: 160,
      flex: 1,
      sortable: true,
    })),
    ...(onReject
      ? [
          {
            field: 'actions',
            headerName: '',
            minWidth: 110,
            sortable: false,
            renderCell: ({ row }) =>
              row.status === 'submitted' ? (
                <Button size="small" color="error" onClick={() => onReject(row.response as SurveyResponse)}>
                  Reject
                </Button>
              ) : null,
          } satisfies GridColDef,
        ]
      : []),
  ];
  const rows = responses.map((r) => ({
    id: r.id,
    response: r,
    name: personName(r.user_id),
    cohort: cohortNames[r.cohort] ?? r.cohort,
    session: r.event_id ?? '',
    submitted: r.submitted_at ? when(r.submitted_at) : '',
    status: r.status,
    ...Object.fromEntries(survey.questions.map((q) => [`q_${q.id}`, answerText(r.answers[q.id])])),
  }));
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        autoHeight
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        localeText={{ noRowsLabel: 'No answers yet' }}
        aria-label="Individual responses"
      />
    </Box>
  );
}
