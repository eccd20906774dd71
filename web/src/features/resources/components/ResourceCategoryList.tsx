/**
 * One category of the library: its heading and its resources, each a link that opens in a new
 * tab, its address's host, and its description (plain text or Markdown, rendered lazily). Staff
 * also see which cohorts see it, Edit and Delete; in reorder mode each row has a drag handle
 * (VerticalSortable: by pointer or by keyboard).
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Resource } from '@peer-coaching/domain';
import { useId } from 'react';
import { AnnouncementBody } from '../../../components/AnnouncementBody.tsx';
import { DeleteItemButton, EditItemButton, StaffItemActions, StaffItemRow } from '../../../components/StaffItemRow.tsx';
import { useSortableItem, VerticalSortable, type SortableItem } from '../../../components/VerticalSortable.tsx';

export interface StaffActions {
  cohortNames: Record<string, string>;
  onEdit: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
}

interface ResourceCategoryListProps {
  category: string;
  resources: Resource[];
  /** Staff only. */
  staff?: StaffActions;
  /** Reorder mode: drag handles, moves within the category. */
  reordering?: boolean;
  onMove?: (from: number, to: number) => void;
}

export function ResourceCategoryList({ category, resources, staff, reordering, onMove }: ResourceCategoryListProps) {
  const headingId = useId();
  const sortable = Boolean(reordering && onMove) && resources.length > 1;
  const list = (
    <List disablePadding aria-labelledby={headingId}>
      {resources.map((resource, index) => {
        const row = { resource, divider: index < resources.length - 1, staff };
        return sortable ? (
          <SortableResourceRow key={resource.id} {...row} />
        ) : (
          <ResourceRow key={resource.id} {...row} />
        );
      })}
    </List>
  );
  return (
    <Box component="section" aria-labelledby={headingId} data-category={category} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {category}
      </Typography>
      {sortable ? (
        <VerticalSortable
          ids={resources.map((r) => r.id)}
          nameOf={(id) => {
            const title = resources.find((r) => r.id === id)?.title;
            return title ? `"${title}"` : 'The resource';
          }}
          itemNoun="a resource"
          onMove={onMove!}
        >
          {list}
        </VerticalSortable>
      ) : (
        list
      )}
    </Box>
  );
}

/** "https://www.nhs.uk/guide" -> "www.nhs.uk". */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

interface RowProps {
  resource: Resource;
  divider: boolean;
  staff?: StaffActions;
}

/** A row with its drag handle, inside the category's VerticalSortable. */
function SortableResourceRow(props: RowProps) {
  return <ResourceRow {...props} sortable={useSortableItem(props.resource.id)} />;
}

function ResourceRow({ resource, divider, staff, sortable }: RowProps & { sortable?: SortableItem }) {
  const cohorts = staff ? resource.cohorts.map((id) => staff.cohortNames[id] ?? id).join(', ') : '';
  return (
    <StaffItemRow title={resource.title} sortable={sortable} divider={divider} data-resource-id={resource.id}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        <Link
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {resource.title}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens in a new tab)
          </Box>
          <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: '-0.1em' }} />
        </Link>
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {hostOf(resource.url)}
        {staff && ` · Seen by ${cohorts}`}
      </Typography>
      {resource.description.trim() && (
        <Box sx={{ mt: 0.5, color: 'text.secondary' }}>
          <AnnouncementBody source={resource.description} />
        </Box>
      )}
      {staff && !sortable && (
        <StaffItemActions>
          <EditItemButton title={resource.title} onClick={() => staff.onEdit(resource)} />
          <DeleteItemButton title={resource.title} onClick={() => staff.onDelete(resource)} />
        </StaffItemActions>
      )}
    </StaffItemRow>
  );
}
