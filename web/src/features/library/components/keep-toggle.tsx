import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepingAllowed, mayHoldKept } from '@/lib/kept';
import { useSession } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import { useKeepChange, useKeptList, type KeepableKind } from '../api/kept-items';
import { FailureMessage } from './save-toggle';
import { KEEP_TEXTS } from './keep-texts';

/** The toggle's accessible name: its visible words, then which record (WCAG 2.5.3); aria-pressed says it is kept. */
export function keepToggleName(kept: boolean, title: string): string {
  return `${kept ? KEEP_TEXTS.kept : KEEP_TEXTS.keep}: ${title}`;
}

/** MUI's DownloadForOffline and OfflinePin (@mui/icons-material), as paths. */
const KEEP_ICON = 'M12 2C6.49 2 2 6.49 2 12s4.49 10 10 10 10-4.49 10-10S17.51 2 12 2m-1 8V6h2v4h3l-4 4-4-4zm6 7H7v-2h10z';
const KEPT_ICON = 'M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2m5 16H7v-2h10zm-6.7-4L7 10.7l1.4-1.4 1.9 1.9 5.3-5.3L17 7.3z';

interface KeepToggleProps {
  kind: KeepableKind;
  record: { id: string } & Record<string, unknown>;
  title: string;
}

/**
 * Keep for offline / Kept for offline, beside Save on a detail page: stores the record, its picture
 * and its file on this device for this account (api/kept-items.ts). A sign-in without Remember me
 * keeps nothing on the device, so the button gives way to the reason; offline, a page cannot be
 * kept (its file must come from the server), so the button is only shown once connected again.
 */
export function KeepToggle({ kind, record, title }: KeepToggleProps) {
  const { user } = useSession();
  const online = useOnline();
  // A device that never kept anything answers "not kept" without loading the store.
  const kept = useKeptList(mayHoldKept() ? user?.uid : undefined);
  const change = useKeepChange(user?.uid);
  const [message, setMessage] = useState<string | null>(null);
  if (!keepingAllowed()) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '40ch' }} data-keep-reason="">
        {KEEP_TEXTS.notRemembered}
      </Typography>
    );
  }
  const on = kept.data?.items.some((item) => item.kind === kind && item.id === record.id) ?? false;
  const known = !mayHoldKept() || kept.data !== undefined;
  const ready = user !== null && known && !change.isPending && (online || on);

  const toggle = async () => {
    if (!ready) return;
    try {
      await change.mutateAsync({ kind, record, title, keep: !on });
    } catch (error) {
      console.error(on ? 'Failed to remove a kept page' : 'Failed to keep a page for offline', error);
      setMessage(on ? KEEP_TEXTS.removeFailed : KEEP_TEXTS.keepFailed);
    }
  };

  return (
    <Box>
      <Button
        variant={on ? 'contained' : 'outlined'}
        size="large"
        aria-pressed={on}
        aria-label={keepToggleName(on, title)}
        aria-disabled={!ready}
        onClick={toggle}
        data-keep-toggle=""
        startIcon={
          <svg className="pmc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="1em" height="1em" fill="currentColor">
            <path d={on ? KEPT_ICON : KEEP_ICON} />
          </svg>
        }
      >
        {on ? KEEP_TEXTS.kept : KEEP_TEXTS.keep}
      </Button>
      <FailureMessage message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
