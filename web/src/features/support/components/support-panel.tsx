import { lazy, Suspense, useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { DASHBOARD_REQUESTS } from '@common/content';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { SessionUser } from '@/lib/session';
import { memberTicketsChanged } from '../api/ticket-queries';
import { useNewestMemberTickets } from './use-member-tickets';
import { YourRequests } from './your-requests';

/**
 * The form, its fields and its validation come with the first "Contact Support" (or the pointer or
 * focus on its way there), not with the dashboard: most visits never open it.
 */
const loadDialog = () => import('./contact-support-dialog');
const ContactSupportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContactSupportDialog })));

/** The dashboard's Need Help? panel: Contact Support, and the member's own requests below it. */
export function SupportPanel({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's exit transition.
  const [wanted, setWanted] = useState(false);
  const state = useNewestMemberTickets(user.uid, DASHBOARD_REQUESTS);
  const close = useCallback(() => setOpen(false), []);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="need-help-heading" sx={{ p: { xs: 2.5, md: 4 }, mt: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <SupportAgentOutlined aria-hidden="true" color="primary" sx={{ fontSize: 40 }} />
          <div>
            <Typography variant="h2" id="need-help-heading" sx={{ mb: 0.5 }}>
              Need Help?
            </Typography>
            <Typography color="text.secondary">
              Questions about your membership or the portal? Send us a message: our reply appears here, and we e-mail you when it does.
            </Typography>
          </div>
        </Stack>
        <Button
          variant="contained"
          size="large"
          onPointerEnter={loadDialog}
          onFocus={loadDialog}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          sx={{ flexShrink: 0 }}
        >
          Contact Support
        </Button>
      </Stack>
      <YourRequests state={state} />
      {wanted && (
        <Suspense fallback={<ProgressBar label="Opening the support form" sx={{ mt: 2 }} />}>
          <ContactSupportDialog
            open={open}
            onClose={close}
            onSent={() => memberTicketsChanged(user.uid)}
            uid={user.uid}
            senderName={user.displayName ?? ''}
            senderEmail={user.email ?? ''}
          />
        </Suspense>
      )}
    </Paper>
  );
}
