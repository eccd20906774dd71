/**
 * /resources (docs/resources.md): the group's library of links, live, grouped by category, with a
 * search (title, description, category, address; ignoring case and accents) and a category
 * filter. Peers see the resources of their shared cohorts. Staff see all of their current group's,
 * with the cohorts that see each; they add, edit and delete (through the API), and in reorder
 * mode move resources within their category by drag and drop or keyboard.
 */
import AddIcon from '@mui/icons-material/Add';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  categoryKey,
  isStaff,
  matchesResourceSearch,
  moveItem,
  resourcesByCategory,
  sharedCohortIds,
  type Resource,
  type ResourceBody,
} from '@peer-coaching/domain';
import { useState } from 'react';
import { preloadMarkdown } from '../../components/AnnouncementBody.tsx';
import { ConfirmRemovalDialog } from '../../components/forms/ConfirmRemovalDialog.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useSession } from '../session/index.ts';
import { deleteResource, reorderResources, saveResource } from './api/resource-calls.ts';
import { useGroupResources, usePeerResources } from './api/use-resources.ts';
import { ResourceCategoryList, type StaffActions } from './components/ResourceCategoryList.tsx';
import { ResourceFormDialog } from './components/ResourceFormDialog.tsx';

preloadMarkdown();

const ALL = '';

type Editing = { mode: 'create' } | { mode: 'edit'; resource: Resource } | null;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The list with each category's pending order applied (a reorder on its way). */
function withPendingOrders(list: Resource[], pending: ReadonlyMap<string, string[]>): Resource[] {
  if (pending.size === 0) return list;
  const position = new Map<string, number>();
  for (const ids of pending.values()) ids.forEach((id, index) => position.set(id, index));
  return list.map((r) => (position.has(r.id) ? { ...r, order: position.get(r.id)! } : r));
}

export default function ResourcesPage() {
  const user = useSession((s) => s.context.user)!;
  const sessionCohorts = useSession((s) => s.context.cohorts);
  const sharedCohorts = useSession((s) => s.context.sharedCohorts);
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  const staff = isStaff(user);

  const peerCohorts = staff ? null : scopeLoaded ? sharedCohorts : sharedCohortIds(user);
  const peerResources = usePeerResources(peerCohorts);
  const groupResources = useGroupResources(staff ? user.current_group : null);
  const resources = staff ? groupResources : peerResources;

  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [reordering, setReordering] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const [pendingOrders, setPendingOrders] = useState<ReadonlyMap<string, string[]>>(new Map());

  // A reorder on its way shows at once, until the listener delivers the same order (or it fails).
  const live = resources.data ?? [];
  const settled = [...pendingOrders].filter(([key, ids]) =>
    sameIds(
      resourcesByCategory(live)
        .find((g) => categoryKey(g.category) === key)
        ?.resources.map((r) => r.id) ?? [],
      ids,
    ),
  );
  if (settled.length > 0) {
    const rest = new Map(pendingOrders);
    for (const [key] of settled) rest.delete(key);
    setPendingOrders(rest);
  }
  const list = withPendingOrders(live, pendingOrders);
  const groups = resourcesByCategory(list);
  const categories = groups.map((g) => g.category);
  const chosenKey = categoryKey(category);
  const filtering = !reordering && (search.trim() !== '' || category !== ALL);
  const shownGroups = reordering
    ? groups
    : groups
        .filter((g) => category === ALL || categoryKey(g.category) === chosenKey)
        .map((g) => ({ ...g, resources: g.resources.filter((r) => matchesResourceSearch(r, search)) }))
        .filter((g) => g.resources.length > 0);
  const shownCount = shownGroups.reduce((sum, g) => sum + g.resources.length, 0);

  const cohortOptions = sessionCohorts
    .filter((c) => c.group === user.current_group)
    .map((c) => ({ id: c.id, name: c.name }));
  const cohortNames = Object.fromEntries(sessionCohorts.map((c) => [c.id, c.name]));

  const submit = async (body: ResourceBody) => {
    const id = editing?.mode === 'edit' ? editing.resource.id : null;
    await saveResource(id, body);
    notify(id ? 'Resource saved' : `Resource added: ${body.title.trim()}`, 'success');
    setEditing(null);
  };

  const move = async (key: string, ids: string[], from: number, to: number) => {
    const next = moveItem(ids, from, to);
    setPendingOrders((orders) => new Map(orders).set(key, next));
    try {
      await reorderResources(next);
    } catch (error) {
      setPendingOrders((orders) => {
        const rest = new Map(orders);
        rest.delete(key);
        return rest;
      });
      notify(`The new order could not be saved: ${(error as Error).message}`, 'error');
    }
  };

  const staffActions: StaffActions | undefined = staff
    ? { cohortNames, onEdit: (resource) => setEditing({ mode: 'edit', resource }), onDelete: setDeleting }
    : undefined;

  const empty =
    list.length === 0
      ? staff
        ? 'No resources yet. Add the first with "Add resource".'
        : 'No resources have been shared with your cohort yet.'
      : search.trim()
        ? `No resources match "${search.trim()}".`
        : 'No resources in this category.';

  return (
    <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <StaffPageHeader
        title="Resources"
        subtitle={
          staff
            ? 'Links for your group, in categories. Each is seen by the peers of the cohorts you choose.'
            : 'Links the program team shares with your cohort.'
        }
        action={
          staff ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant={reordering ? 'contained' : 'outlined'}
                startIcon={<SwapVertIcon aria-hidden />}
                onClick={() => setReordering((on) => !on)}
                aria-pressed={reordering}
                disabled={list.length < 2}
              >
                {reordering ? 'Done reordering' : 'Reorder'}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon aria-hidden />}
                onClick={() => setEditing({ mode: 'create' })}
                disabled={cohortOptions.length === 0 || reordering}
              >
                Add resource
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          {reordering ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Drag a handle, or focus it and press Space, to move a resource within its category. Peers see this order.
            </Typography>
          ) : (
            <Stack spacing={1.5} sx={{ mb: 2 }}>
              <TextField
                label="Search resources"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                helperText="Title, description, category or address"
                fullWidth
              />
              {categories.length > 1 && (
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ flexWrap: 'wrap' }}
                  role="group"
                  aria-label="Category"
                >
                  {[ALL, ...categories].map((c) => {
                    const chosen = c === ALL ? category === ALL : categoryKey(c) === chosenKey;
                    return (
                      <Chip
                        key={c || 'all'}
                        label={c || 'All categories'}
                        color={chosen ? 'primary' : 'default'}
                        variant={chosen ? 'filled' : 'outlined'}
                        onClick={() => setCategory(c)}
                        aria-pressed={chosen}
                      />
                    );
                  })}
                </Stack>
              )}
            </Stack>
          )}
          {resources.status === 'success' && (
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {list.length === 0
                ? ''
                : filtering
                  ? `${shownCount} of ${list.length} ${list.length === 1 ? 'resource' : 'resources'}`
                  : `${list.length} ${list.length === 1 ? 'resource' : 'resources'}`}
            </Typography>
          )}
          {resources.status === 'error' ? (
            <ErrorMessage>The resources could not be loaded.</ErrorMessage>
          ) : resources.status === 'loading' ? (
            <LoadingRows label="Loading resources" rows={3} height={72} />
          ) : shownGroups.length === 0 ? (
            <EmptyMessage>{empty}</EmptyMessage>
          ) : (
            shownGroups.map((g) => (
              <ResourceCategoryList
                key={categoryKey(g.category)}
                category={g.category}
                resources={g.resources}
                staff={staffActions}
                reordering={reordering}
                onMove={(from, to) =>
                  void move(
                    categoryKey(g.category),
                    g.resources.map((r) => r.id),
                    from,
                    to,
                  )
                }
              />
            ))
          )}
        </CardContent>
      </Card>
      {editing && (
        <ResourceFormDialog
          key={editing.mode === 'edit' ? editing.resource.id : 'new'}
          mode={editing.mode}
          initial={
            editing.mode === 'edit'
              ? {
                  title: editing.resource.title,
                  url: editing.resource.url,
                  category: editing.resource.category,
                  description: editing.resource.description,
                  cohorts: editing.resource.cohorts,
                }
              : {
                  title: '',
                  url: '',
                  category: category || '',
                  description: '',
                  cohorts: cohortOptions.some((c) => c.id === user.current_cohort) ? [user.current_cohort!] : [],
                }
          }
          cohortOptions={cohortOptions}
          categories={categories}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmRemovalDialog
        item={deleting}
        title="Remove this resource?"
        text={(resource) => `"${resource.title}" disappears from every peer's page at once. This cannot be undone.`}
        confirmLabel="Remove resource"
        remove={(resource) => deleteResource(resource.id)}
        removed={(resource) => `Resource removed: ${resource.title}`}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
