/**
 * A row of a staff list that may be reordered (announcements, resources): a list item that lifts
 * while dragged, with its drag handle, and the Edit and Delete buttons, each named after the item
 * so that a screen reader's list of buttons says which row each belongs to.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem, { type ListItemProps } from '@mui/material/ListItem';
import type { ReactNode } from 'react';
import type { SortableItem } from './VerticalSortable.tsx';

interface StaffItemRowProps extends Omit<ListItemProps, 'ref' | 'style' | 'sx' | 'children'> {
  /** The item's title, in the drag handle's name. */
  title: string;
  /** From useSortableItem when the row may be dragged; without it there is no handle. */
  sortable?: SortableItem;
  children: ReactNode;
}

export function StaffItemRow({ title, sortable, children, ...listItemProps }: StaffItemRowProps) {
  const isDragging = sortable?.isDragging ?? false;
  return (
    <ListItem
      ref={sortable?.setNodeRef}
      style={sortable?.style}
      disableGutters
      {...listItemProps}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 1.5,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        boxShadow: isDragging ? 4 : 'none',
        borderRadius: isDragging ? 1 : 0,
      }}
    >
      {sortable && (
        <IconButton
          {...sortable.handleProps}
          aria-label={`Move "${title}"`}
          size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mt: 0.25 }}
        >
          <DragIndicatorIcon fontSize="small" aria-hidden />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </ListItem>
  );
}

/** The row's buttons, under its text. */
export function StaffItemActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, ml: -1 }}>{children}</Box>;
}

interface ItemButtonProps {
  title: string;
  onClick: () => void;
}

export function EditItemButton({ title, onClick }: ItemButtonProps) {
  return (
    <Button size="small" startIcon={<EditOutlinedIcon aria-hidden />} onClick={onClick} aria-label={`Edit "${title}"`}>
      Edit
    </Button>
  );
}

export function DeleteItemButton({ title, onClick }: ItemButtonProps) {
  return (
    <Button
      size="small"
      color="error"
      startIcon={<DeleteOutlineIcon aria-hidden />}
      onClick={onClick}
      aria-label={`Delete "${title}"`}
    >
      Delete
    </Button>
  );
}
