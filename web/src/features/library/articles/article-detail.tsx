import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ContentImage } from '@/components/ui/content-image';
import { LabelChip } from '@/components/ui/label-chip';
import { richTextSx, SafeHtml } from '@/components/ui/safe-html';
import type { Article } from '@/lib/content-records';
import { formatLongDate, isoDate } from '@/lib/format-date';
import type { LoadState } from '@/lib/load-state';
import { MedicalReview, References } from '../components/medical-review';
import { ReadingTools } from '../components/reading-tools';
import { RecordDetail } from '../components/record-detail';
import { ShareButtons } from './share-buttons';

export function ArticleDetail({ state }: { state: LoadState<Article | null> }) {
  return <RecordDetail kind="articles" state={state} title={(article) => article.title} view={(article) => <ArticleView article={article} />} />;
}

function ArticleView({ article }: { article: Article }) {
  const url = typeof window === 'undefined' ? paths.article(article.slug) : `${window.location.origin}${paths.article(article.slug)}`;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {article.image && <ContentImage src={article.image} alt="" ratio={21 / 9} eager />}
      <Box sx={{ p: { xs: 2.5, md: 5 }, maxWidth: '75ch', mx: 'auto' }}>
        {article.category && <LabelChip label={article.category} color="primary" variant="outlined" sx={{ mb: 2 }} />}
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {article.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {article.author && <>By {article.author} · </>}
          <time dateTime={isoDate(article.published_at)}>{formatLongDate(article.published_at)}</time>
        </Typography>
        <ReadingTools reading={{ title: article.title, parts: [{ text: article.excerpt }, { html: article.content }] }} />
        {article.excerpt && (
          <Typography sx={{ fontSize: '1.1875rem', fontWeight: 500, mb: 3 }}>{article.excerpt}</Typography>
        )}
        <MedicalReview record={article} />
        <SafeHtml html={article.content} sx={richTextSx} />
        <References record={article} />
        <ShareButtons url={url} title={article.title} />
      </Box>
    </Paper>
  );
}
