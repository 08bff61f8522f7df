import { useMatches } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ComingSoonHandle } from '../../route-handles';

/** A screen whose issue has not landed yet says so plainly. */
function ComingSoonRoute() {
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  const title = handle?.title ?? 'Coming soon';
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
      <PageHeading>{title}</PageHeading>
      <Typography sx={{ mb: 3 }}>{handle?.message ?? 'This page is coming soon.'}</Typography>
      <Button variant="outlined" href={paths.dashboard}>
        Back to Dashboard
      </Button>
    </Paper>
  );
}

export { ComingSoonRoute as Component };
