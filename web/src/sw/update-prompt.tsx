import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/**
 * "A new version is available", until the person chooses Reload: it never hides by itself and
 * nothing reloads under their hands (a form half filled in stays as it is).
 */
export default function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [switching, setSwitching] = useState(false);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        // The standard variant: white on the filled info colour is below WCAG AA contrast.
        variant="standard"
        elevation={6}
        role="status"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={switching}
            onClick={() => {
              setSwitching(true);
              onReload();
            }}
          >
            Reload
          </Button>
        }
      >
        A new version is available
      </Alert>
    </Snackbar>
  );
}
