import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { BackLink } from '@/components/content-detail/back-link';
import { DetailNotFound } from '@/components/content-detail/detail-states';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ContentImage } from '@/components/ui/content-image';
import { richTextSx, SafeHtml } from '@/components/ui/safe-html';
import type { Article } from '@/lib/content-records';
import { formatLongDate, isoDate } from '@/lib/format-date';
import type { LoadState } from '@/lib/use-load';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ShareButtons } from './share-buttons';

export function ArticleDetail({ state }: { state: LoadState<Article | null> }) {
  if (state.status === 'loading') return <LoadingStatus text="Loading article..." />;
  if (state.status === 'error' || !state.data) {
    return (
      <DetailNotFound
        title="Article Not Found"
        message={state.status === 'error' ? 'Failed to load article' : "The article you're looking for doesn't exist."}
        backHref={paths.blog}
        backLabel="Back to Articles"
      />
    );
  }
  return <ArticleView article={state.data} />;
}

function ArticleView({ article }: { article: Article }) {
  useDocumentTitle(article.title);
  const url = typeof window === 'undefined' ? paths.article(article.slug) : `${window.location.origin}${paths.article(article.slug)}`;
  return (
    <Box component="article">
      <BackLink href={paths.blog}>Back to Articles</BackLink>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {article.image && <ContentImage src={article.image} alt="" ratio={21 / 9} eager />}
        <Box sx={{ p: { xs: 2.5, md: 5 }, maxWidth: '75ch', mx: 'auto' }}>
          {article.category && <Chip label={article.category} color="primary" variant="outlined" sx={{ mb: 2 }} />}
          <Typography variant="h1" sx={{ mb: 1.5 }}>
            {article.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {article.author && <>By {article.author} · </>}
            <time dateTime={isoDate(article.created_at)}>{formatLongDate(article.created_at)}</time>
          </Typography>
          {article.excerpt && (
            <Typography sx={{ fontSize: '1.1875rem', fontWeight: 500, mb: 3 }}>{article.excerpt}</Typography>
          )}
          <SafeHtml html={article.content} sx={richTextSx} />
          <ShareButtons url={url} title={article.title} />
        </Box>
      </Paper>
    </Box>
  );
}
