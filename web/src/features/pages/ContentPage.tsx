/**
 * /guidelines, /howto, /overview and /facilitators (docs/pages.md): the group's page, rendered
 * with the announcements' sanitising Markdown renderer and followed live, so an edit by staff shows
 * on an open page within a second. A group that has written nothing shows the default text. Staff
 * of the group get an "Edit page" button to the editor in /settings; /facilitators also lists the
 * group's facilitators.
 */
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGES, pageMarkdownOf, staffesGroup, type PageKey } from '@peer-coaching/domain';
import { Link as RouterLink } from 'react-router-dom';
import MarkdownBody from '../../components/markdown/MarkdownBody.tsx';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { useSession } from '../session/index.ts';
import { useFacilitators, usePageContent } from './api/use-pages.ts';
import { PAGE_TYPOGRAPHY } from './page-typography.ts';

export function ContentPage({ page }: { page: PageKey }) {
  const user = useSession((s) => s.context.user)!;
  const group = user.current_group ?? user.group[0] ?? null;
  const content = usePageContent(group, page);
  const { title } = DEFAULT_PAGES[page];
  const canEdit = group !== null && staffesGroup(user, group);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860, mx: 'auto', width: '100%' }}>
      <title>{`${title} · Peer Coaching Program`}</title>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canEdit && (
          <Button
            component={RouterLink}
            to={`/settings?section=pages&page=${page}`}
            startIcon={<EditIcon />}
            variant="outlined"
          >
            Edit page
          </Button>
        )}
      </Box>
      {group === null ? (
        <EmptyMessage>You are not in a group yet, so there is no page to show.</EmptyMessage>
      ) : content.status === 'loading' ? (
        <LoadingRows label={`Loading ${title}`} rows={4} height={24} />
      ) : content.status === 'error' ? (
        <ErrorMessage>This page could not be loaded: {content.error.message}</ErrorMessage>
      ) : (
        <Box data-page-body={page} data-page-version={content.data?.version ?? 0} sx={PAGE_TYPOGRAPHY}>
          <MarkdownBody source={pageMarkdownOf(page, content.data)} />
        </Box>
      )}
      {page === 'facilitators' && group !== null && <FacilitatorList group={group} />}
    </Paper>
  );
}

function FacilitatorList({ group }: { group: string }) {
  const facilitators = useFacilitators(group);
  return (
    <Box component="section" aria-labelledby="facilitator-list" sx={{ mt: 3 }}>
      <Typography id="facilitator-list" variant="h6" component="h2">
        Your facilitators
      </Typography>
      {facilitators.isPending ? (
        <LoadingRows label="Loading the facilitators" rows={2} height={48} />
      ) : facilitators.isError ? (
        <ErrorMessage>The facilitators could not be loaded: {facilitators.error.message}</ErrorMessage>
      ) : facilitators.data.length === 0 ? (
        <EmptyMessage>No facilitator is listed for your group yet.</EmptyMessage>
      ) : (
        <List dense>
          {facilitators.data.map((f) => (
            <ListItem key={f.id} disableGutters>
              <ListItemText
                primary={f.name}
                secondary={<Link href={`mailto:${f.email}`}>{f.email}</Link>}
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
