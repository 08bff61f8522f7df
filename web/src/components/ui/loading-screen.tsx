import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * Shown while the session resolves and while the first screen's code loads (SPEC.md §2). Nothing
 * while the page's own boot screen is still up (index.html, app/route-shells.ts): it says the same,
 * and a route shell already shows the screen's frame, which the first real screen then replaces.
 */
export function LoadingScreen() {
  if (bootScreenShowing()) return null;
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden="true" size={48} />
      <Typography variant="h6" component="p">
        Loading PMC Portal...
      </Typography>
      <Typography variant="body2" color="text.secondary">
        If this takes too long, please refresh the page
      </Typography>
    </Box>
  );
}

/** Whether the HTML's boot screen still shows: nothing of the app has been put on the page yet. */
function bootScreenShowing(): boolean {
  return document.getElementById('boot') !== null && document.getElementById('root')?.childElementCount === 0;
}
