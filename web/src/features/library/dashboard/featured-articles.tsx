import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import { CONTENT_TEXTS, FEATURED_ARTICLES } from '@common/content';
import { LazyAlert } from '@/components/ui/lazy-alert';
import { useFeaturedArticles } from '../api/featured-articles';
import { ArticleCard, FEATURED_CARD_MIN_HEIGHT } from '../articles/article-card';

/** Up to FEATURED_ARTICLES newest articles (docs/product.md §2 Dashboard); nothing when there are none. */
export function FeaturedArticles() {
  const state = useFeaturedArticles();
  if (state.status === 'loaded' && state.data.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="featured-heading" aria-busy={state.status === 'loading'} sx={{ mt: 5 }}>
      <Typography variant="h2" id="featured-heading" sx={{ mb: 2 }}>
        Featured Articles
      </Typography>
      {state.status === 'error' && <LazyAlert severity="error">{CONTENT_TEXTS.articles.listError}</LazyAlert>}
      {state.status === 'loading' && (
        <Grid container spacing={2.5} aria-label="Loading featured articles" role="status">
          {Array.from({ length: FEATURED_ARTICLES }, (_, i) => (
            <Grid key={i} size={{ xs: 12, md: 4 }}>
              <Skeleton height={FEATURED_CARD_MIN_HEIGHT} data-testid="featured-skeleton" />
            </Grid>
          ))}
        </Grid>
      )}
      {state.status === 'loaded' && (
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.data.map((article) => (
            <Grid key={article.id} size={{ xs: 12, md: 4 }} component="li" sx={{ display: 'flex' }}>
              <ArticleCard article={article} featured />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
