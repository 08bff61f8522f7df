import { LazyAlert } from './lazy-alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type MouseEvent } from 'react';
import { webUrlOrEmpty } from '@common/urls';
import { isOnline } from '@/lib/use-online';
import { visuallyHidden } from './visually-hidden';

interface DownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'sx'> {
  label: string;
  /** What is downloaded, for screen readers when several buttons share a label ('Download PDF'). */
  itemName?: string;
  /** An uploaded file: fetched with `fetchFile`. */
  path?: string;
  /**
   * Fetches an uploaded file (the feature's api: this button never reaches into Storage itself).
   * Rejects with DownloadRefusedError when the member may not read it.
   */
  fetchFile: (path: string) => Promise<Blob>;
  /** An external address: opened directly. */
  url?: string;
}

/** The file exists but the member may not read it (a rules refusal, not a failure to retry). */
export class DownloadRefusedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Download refused', options);
    this.name = 'DownloadRefusedError';
  }
}

const REFUSED = "You don't have permission to download this file.";
const FAILED = 'The file could not be downloaded. Please try again.';
const OFFLINE = "You're offline, and this file was not kept for offline. Connect to download it.";

/**
 * Opens a file in a new tab. For an uploaded file the tab opens synchronously on the click (so no
 * popup blocker steps in), then receives the file once the rules-checked download has finished.
 * Clicks never reach an enclosing card.
 */
export function DownloadButton({ label, itemName, path, url: stored, fetchFile, variant = 'contained', ...buttonProps }: DownloadButtonProps) {
  // An external address only when it is http(s); anything else offers no button.
  const url = webUrlOrEmpty(stored);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hidden = (
    <span style={visuallyHidden}>
      {itemName ? `: ${itemName}` : ''} (opens in a new tab)
    </span>
  );

  if (!path && url) {
    return (
      <Button
        variant={variant}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<DownloadIcon aria-hidden="true" />}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        {...buttonProps}
      >
        {label}
        {hidden}
      </Button>
    );
  }
  if (!path) return null;

  const download = async (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    setError(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.title = 'Loading…';
    }
    try {
      const blob = await fetchFile(path);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
      // The tab keeps its own copy once loaded; free ours later.
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } catch (failure) {
      console.error('Failed to download file', failure);
      tab?.close();
      setError(failure instanceof DownloadRefusedError ? REFUSED : isOnline() ? FAILED : OFFLINE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button
        variant={variant}
        onClick={download}
        disabled={busy}
        startIcon={<DownloadIcon aria-hidden="true" />}
        {...buttonProps}
      >
        {busy ? 'Preparing download…' : label}
        {hidden}
      </Button>
      {error && (
        <LazyAlert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </LazyAlert>
      )}
    </Box>
  );
}
