import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { articlesAdmin } from '../kinds/articles';
import type { ContentStore } from '../api/content-store';
import { sampleArticleValues } from '../sample-article';

/** docs/product.md §9: the page reloads 1.5 s after the sample article was added. */
export const SAMPLE_RELOAD_MS = 1_500;

interface SampleArticleButtonProps {
  store: ContentStore;
  /** Reloads the page (docs/product.md §2); replaceable in tests. */
  reload?: () => void;
}

type Status = 'idle' | 'loading' | 'success' | 'error';

/**
 * 'Add PRP Therapy Article' (docs/product.md §2, §4: idle, loading, then success with a reload after
 * 1.5 s, or the error message). The article is published at once, as the prototype's was. Its slug
 * is never suffixed: a second click is refused.
 */
export function SampleArticleButton({ store, reload = () => window.location.reload() }: SampleArticleButtonProps) {
  const [status, setStatus] = useState<Status>('idle');
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => reloadRef.current(), SAMPLE_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const add = async () => {
    setStatus('loading');
    try {
      await store.save(articlesAdmin, { id: store.newId(articlesAdmin), original: null, values: sampleArticleValues(), slugTaken: 'refuse', publish: 'now' });
      setStatus('success');
    } catch (error) {
      console.error('Failed to add the sample article', error);
      setStatus('error');
    }
  };

  return (
    <Box sx={{ display: 'contents' }}>
      <Button
        variant="outlined"
        onClick={add}
        disabled={status === 'loading' || status === 'success'}
        startIcon={status === 'loading' ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        Add PRP Therapy Article
      </Button>
      {(status === 'success' || status === 'error') && (
        <Alert
          severity={status === 'success' ? 'success' : 'error'}
          role={status === 'success' ? 'status' : 'alert'}
          sx={{ flexBasis: '100%', order: 10 }}
        >
          {status === 'success' ? 'PRP Therapy article added successfully! Refreshing page...' : 'Failed to add article. It may already exist.'}
        </Alert>
      )}
    </Box>
  );
}
