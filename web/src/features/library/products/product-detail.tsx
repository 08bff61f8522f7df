import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentImage } from '@/components/ui/content-image';
import { LabelChip } from '@/components/ui/label-chip';
import { richTextSx, SafeHtml } from '@/components/ui/safe-html';
import type { Product } from '@/lib/content-records';
import type { LoadState } from '@/lib/load-state';
import { RecordDetail } from '../components/record-detail';
import { AffiliateButton } from './affiliate-button';

export function ProductDetail({ state }: { state: LoadState<Product | null> }) {
  return <RecordDetail kind="products" state={state} title={(product) => product.name} view={(product) => <ProductView product={product} />} />;
}

function ProductView({ product }: { product: Product }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContentImage src={product.image} alt={product.name} ratio={1} eager sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {product.category && <LabelChip label={product.category} color="primary" variant="outlined" sx={{ mb: 2 }} />}
          <Typography variant="h1" sx={{ mb: 1.5 }}>
            {product.name}
          </Typography>
          {product.price && (
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>{product.price}</Typography>
          )}
          <SafeHtml html={product.description} sx={{ ...richTextSx, mb: 3 }} />
          <AffiliateButton href={product.affiliate_link} label="Buy Now" itemName={product.name} size="large" />
          <Alert severity="info" sx={{ mt: 3 }}>
            <AlertTitle>Affiliate Disclosure</AlertTitle>
            This is an affiliate link. If you buy through it, we may earn a commission at no extra cost to you. We only
            recommend products our physicians believe can help, and this is not medical advice: please talk with your
            care team before starting something new.
          </Alert>
        </Grid>
      </Grid>
    </Paper>
  );
}
