import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * Shown while the session resolves and while the first screen's code loads (docs/product.md §2). Only a
 * placeholder while the page's own boot screen is still up (index.html, app/route-shells.ts): it says
 * the same, and a route shell already shows the screen's frame, which the first real screen replaces.
 */
export function LoadingScreen() {
  // A placeholder that keeps the boot screen up (index.html's stylesheet), which says the same.
  if (bootScreenShowing()) return <span data-boot-keep="" hidden />;
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

/** Whether the HTML's boot screen still shows: nothing of the app but placeholders is on the page yet. */
function bootScreenShowing(): boolean {
  const boot = document.getElementById('boot');
  return boot !== null && boot.checkVisibility?.() !== false && getComputedStyle(boot).display !== 'none';
}
