import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A failed save or removal, at the bottom of the screen until closed (loaded by FailureMessage). */
export function FailureSnackbar({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={8000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" onClose={onClose}>
        {message}
      </Alert>
    </Snackbar>
  );
}
