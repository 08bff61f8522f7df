import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FEATURED_ARTICLES } from '@common/content';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { cachedFeaturedArticles, getFeaturedArticles, type FeaturedArticle } from '../api/featured-articles';

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; articles: FeaturedArticle[] };

export const FEATURED_LOAD_FAILED = 'Failed to load articles. Please try again later.';

/** Height of a card while loading and when loaded, so nothing jumps when the articles arrive. */
const CARD_MIN_HEIGHT = 460;
const IMAGE_RATIO = '16 / 9';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

function ArticleCard({ article }: { article: FeaturedArticle }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', minHeight: CARD_MIN_HEIGHT, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: IMAGE_RATIO, bgcolor: 'grey.200', overflow: 'hidden' }}>
        {article.image && (
          <Box
            component="img"
            src={article.image}
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={360}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700, mb: 0.5 }}>
          {article.category}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1, ...clamp(3) }}>
          {article.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, ...clamp(3) }}>
          {article.excerpt}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={isoDate(article.created_at)}>{formatShortDate(article.created_at)}</time>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button href={paths.article(article.slug)} size="large" variant="outlined">
          Read more<span style={visuallyHidden}>: {article.title}</span>
        </Button>
      </CardActions>
    </Card>
  );
}

/** Up to FEATURED_ARTICLES newest articles (SPEC.md §2 Dashboard); nothing when there are none. */
export function FeaturedArticles() {
  const [state, setState] = useState<State>(() => {
    const cached = cachedFeaturedArticles();
    return cached ? { status: 'loaded', articles: cached } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    getFeaturedArticles().then(
      (articles) => {
        if (live) setState({ status: 'loaded', articles });
      },
      (error: unknown) => {
        console.error('Failed to load featured articles', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'loaded' && state.articles.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="featured-heading" aria-busy={state.status === 'loading'} sx={{ mt: 5 }}>
      <Typography variant="h2" id="featured-heading" sx={{ mb: 2 }}>
        Featured Articles
      </Typography>
      {state.status === 'error' && <Alert severity="error">{FEATURED_LOAD_FAILED}</Alert>}
      {state.status === 'loading' && (
        <Grid container spacing={2.5} aria-label="Loading featured articles" role="status">
          {Array.from({ length: FEATURED_ARTICLES }, (_, i) => (
            <Grid key={i} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rounded" height={CARD_MIN_HEIGHT} data-testid="featured-skeleton" />
            </Grid>
          ))}
        </Grid>
      )}
      {state.status === 'loaded' && (
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.articles.map((article) => (
            <Grid key={article.id} size={{ xs: 12, md: 4 }} component="li">
              <ArticleCard article={article} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
