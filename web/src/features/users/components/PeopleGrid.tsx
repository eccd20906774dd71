/**
 * The /user list: MUI X DataGrid, sorted by last name ignoring case unless another column is
 * chosen. A click on a row, or Enter on one of its cells (arrow keys move between cells), opens
 * the person's profile; the name is also a link to it. On a phone only name, cohort and status show.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { User } from '@peer-coaching/domain';
import { Link as RouterLink } from 'react-router-dom';
import { listName, ROLE_LABELS, STATUS_LABELS } from '../people-rows.ts';

interface PeopleGridProps {
  people: User[];
  cohortNames: Readonly<Record<string, string>>;
  onOpen: (id: string) => void;
}

const STATUS_COLORS = { confirmed: 'success', invited: 'info', deactivated: 'default' } as const;

export function PeopleGrid({ people, cohortNames, onOpen }: PeopleGridProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = people.map((person) => ({
    id: person.id,
    name: listName(person),
    sortName: `${person.last_name}\u0000${person.first_name}`.toLowerCase(),
    email: person.email,
    cohort: person.cohort_list.map((id, i) => cohortNames[id] ?? person.cohort[i] ?? id).join(', '),
    role: ROLE_LABELS[person.role],
    status: person.status,
    department: person.department,
  }));
  type Row = (typeof rows)[number];
  const columns: GridColDef<Row>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: phone ? 130 : 160,
      // Last name, then first name, ignoring case (spec section 5), whatever the display.
      sortComparator: (_a, _b, p1, p2) => {
        const a = (p1.api.getRow(p1.id) as Row).sortName;
        const b = (p2.api.getRow(p2.id) as Row).sortName;
        return a.localeCompare(b);
      },
      renderCell: (params) => (
        <Link component={RouterLink} to={`/user?id=${encodeURIComponent(params.row.id)}`} tabIndex={params.tabIndex}>
          {params.row.name}
        </Link>
      ),
    },
    { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 200 },
    { field: 'cohort', headerName: 'Cohort', flex: 1, minWidth: phone ? 96 : 140 },
    { field: 'role', headerName: 'Role', width: 110 },
    {
      field: 'status',
      headerName: 'Status',
      width: phone ? 112 : 120,
      renderCell: (params) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[params.row.status]}
          label={STATUS_LABELS[params.row.status]}
        />
      ),
    },
    { field: 'department', headerName: 'Department', flex: 1, minWidth: 140 },
  ];

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      density="compact"
      autoHeight
      disableRowSelectionOnClick
      pageSizeOptions={[25, 50, 100]}
      initialState={{
        pagination: { paginationModel: { pageSize: 25 } },
        sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
      }}
      columnVisibilityModel={phone ? { email: false, role: false, department: false } : {}}
      onRowClick={(params) => onOpen(String(params.id))}
      onCellKeyDown={(params, event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen(String(params.id));
        }
      }}
      localeText={{ noRowsLabel: 'No one matches these filters' }}
      aria-label="People"
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
