import { useEffect } from 'react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SkipLink } from '@/components/ui/skip-link';
import { useDocumentTitle } from '@/lib/use-document-title';

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
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => console.error(error), [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The page could not be shown. Please reload it; if the problem continues, try again later.
        {detail && ` (${detail})`}
      </Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
