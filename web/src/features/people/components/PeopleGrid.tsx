/**
 * The /user list: MUI X DataGrid, one page of people at a time, paged by the server (the page
 * asks for the first (page + 1) × size people: docs/users.md "A bounded list"), sorted by last name
 * ignoring case; a click on another column sorts the page shown. A click on a row, or Enter on one
 * of its cells (arrow keys move between cells), opens the person's profile; the name is also a
 * link to it. On a phone only name, cohort and status show.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { User } from '@peer-coaching/domain';
import { Link as RouterLink } from 'react-router-dom';
import { listName, ROLE_LABELS, STATUS_LABELS } from '../people-rows.ts';

export interface PaginationModel {
  page: number;
  pageSize: number;
}

interface PeopleGridProps {
  /** The page's people. */
  people: User[];
  cohortNames: Readonly<Record<string, string>>;
  onOpen: (id: string) => void;
  pagination: PaginationModel;
  /** Whether the server holds more after this page. */
  more: boolean;
  onPaginationChange: (model: PaginationModel) => void;
}

const STATUS_COLORS = { confirmed: 'success', invited: 'info', deactivated: 'default' } as const;

export function PeopleGrid({ people, cohortNames, onOpen, pagination, more, onPaginationChange }: PeopleGridProps) {
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
      paginationMode="server"
      // Unknown (-1) while the server may hold more; exact once the last page is reached.
      rowCount={more ? -1 : pagination.page * pagination.pageSize + people.length}
      paginationMeta={{ hasNextPage: more }}
      paginationModel={pagination}
      onPaginationModelChange={(model) =>
        onPaginationChange(model.pageSize === pagination.pageSize ? model : { page: 0, pageSize: model.pageSize })
      }
      pageSizeOptions={[25, 50, 100]}
      initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
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
