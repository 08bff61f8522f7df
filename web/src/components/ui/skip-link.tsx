import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard: jumps over the navigation; visible only when focused. */
const SkipAnchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1.5, 2),
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 700,
  borderRadius: theme.shape.borderRadius,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

export function SkipLink() {
  return <SkipAnchor href={`#${MAIN_CONTENT_ID}`}>Skip to main content</SkipAnchor>;
}
