import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';

export const SIGN_OUT_FAILED = 'We could not sign you out. Please check your connection and try again.';

/** docs/product.md §4: sign-out failed, the person stays where they are and is told so. */
export function SignOutFailed({ onClose }: { onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={8000} onClose={onClose}>
      <Alert severity="error" onClose={onClose} variant="filled">
        {SIGN_OUT_FAILED}
      </Alert>
    </Snackbar>
  );
}
