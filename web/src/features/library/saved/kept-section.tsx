/**
 * The pages kept for offline on this device (api/kept-items.ts): which, how much space they use,
 * and Remove for each. On /saved, and on the dashboard while offline.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CONTENT_TEXTS } from '@common/content';
import { KEPT_UNCONFIRMED_DAYS } from '@common/limits';
import { paths } from '@/config/paths';
import { LabelChip } from '@/components/ui/label-chip';
import { formatSize } from '@/lib/format-size';
import { keepingAllowed } from '@/lib/kept';
import { useSession } from '@/lib/session';
import { useKeepChange, useKeptList, type KeepableKind, type KeptItem } from '../api/kept-items';
import { FailureMessage } from '../components/save-toggle';
import { KEEP_TEXTS } from '../components/keep-texts';

export const KEPT_TEXTS = {
  title: 'Kept for offline',
  marker: 'Kept for offline',
  space: (size: string, count: number) => `${count} ${count === 1 ? 'page' : 'pages'} on this device, using ${size}.`,
  empty: 'Nothing kept for offline yet. Use Keep for offline on an article, publication or resource to read it without a connection.',
  hidden: `Your kept pages are hidden: this account has not been confirmed for ${KEPT_UNCONFIRMED_DAYS} days. Connect to the internet and they come back.`,
  remove: 'Remove',
  loading: 'Loading the pages kept on this device…',
  error: 'Could not read the pages kept on this device.',
} as const;

const LINKS: Record<KeepableKind, (address: string) => string> = {
  articles: paths.article,
  publications: paths.publication,
  resources: paths.resource,
};

export function KeptSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { user } = useSession();
  const kept = useKeptList(user?.uid);
  const change = useKeepChange(user?.uid);
  const [message, setMessage] = useState<string | null>(null);

  const remove = (item: KeptItem) => {
    change.mutateAsync({ kind: item.kind as KeepableKind, record: { ...item.record, id: item.id }, title: item.title, keep: false }).catch((error: unknown) => {
      console.error('Failed to remove a kept page', error);
      setMessage(KEEP_TEXTS.removeFailed);
    });
  };

  let body;
  if (!kept.data) body = <Typography>{kept.isError ? KEPT_TEXTS.error : KEPT_TEXTS.loading}</Typography>;
  else if (kept.data.hidden) body = <Typography>{KEPT_TEXTS.hidden}</Typography>;
  else if (kept.data.items.length === 0) body = <Typography>{keepingAllowed() ? KEPT_TEXTS.empty : KEEP_TEXTS.notRemembered}</Typography>;
  else {
    body = (
      <>
        <Typography sx={{ mb: 2 }} data-kept-space="">
          {KEPT_TEXTS.space(formatSize(kept.data.bytes), kept.data.items.length)}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {kept.data.items.map((item) => (
            <Box
              component="li"
              key={`${item.kind}/${item.id}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
              data-kept-item=""
            >
              <Box sx={{ flex: '1 1 16rem' }}>
                <Link component={RouterLink} to={LINKS[item.kind as KeepableKind](item.address)} sx={{ fontWeight: 700 }}>
                  {item.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {CONTENT_TEXTS[item.kind].singular} · {formatSize(item.size)}
                </Typography>
              </Box>
              <LabelChip label={KEPT_TEXTS.marker} color="primary" variant="outlined" />
              <Button variant="outlined" color="error" aria-label={`${KEPT_TEXTS.remove}: ${item.title}`} onClick={() => remove(item)}>
                {KEPT_TEXTS.remove}
              </Button>
            </Box>
          ))}
        </Box>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="kept-for-offline" sx={{ mb: 5 }}>
      <Typography variant={headingLevel === 2 ? 'h2' : 'h3'} component={headingLevel === 2 ? 'h2' : 'h3'} id="kept-for-offline" sx={{ mb: 2 }}>
        {KEPT_TEXTS.title}
      </Typography>
      {body}
      <FailureMessage message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
