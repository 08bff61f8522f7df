import type SvgIcon from '@mui/material/SvgIcon';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { paths } from '@/config/paths';

export interface QuickAccessCard {
  title: string;
  description: string;
  to: string;
  Icon: typeof SvgIcon;
}

/** The dashboard's four Quick Access cards (docs/product.md §2 Dashboard). */
export const QUICK_ACCESS: readonly QuickAccessCard[] = [
  {
    title: 'Articles',
    description: 'Plain-language articles about pain conditions, treatments and everyday coping.',
    to: paths.blog,
    Icon: ArticleOutlined,
  },
  {
    title: 'Publications',
    description: 'Research papers by our physicians, with PDFs to read or download.',
    to: paths.publications,
    Icon: MenuBookOutlined,
  },
  {
    title: 'Patient Resources',
    description: 'Exercises, medication guides and nutrition tips to use at home.',
    to: paths.resources,
    Icon: FavoriteBorderOutlined,
  },
  {
    title: 'Recommended Products',
    description: 'Devices, supplements, books and apps our team recommends.',
    to: paths.products,
    Icon: ShoppingBagOutlined,
  },
];
