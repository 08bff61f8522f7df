import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SkipLink } from '@/components/ui/skip-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaughtError } from './route-context';
import { ScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Mostly a stale page after a new release (its code files are gone): a reload fixes it. */
export function RootError() {
  const error = useCaughtError();
  useDocumentTitle('Something went wrong');
  useEffect(() => console.error(error), [error]);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The page could not be shown. Please reload it; if the problem continues, try again later.
      </Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
