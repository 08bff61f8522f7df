/**
 * Demo recommended products: two per category, generic (no real brands), with affiliate links to
 * example.com addresses and a plain reminder to check with the care team.
 */
import type { ProductCategory, ContentValues } from '@common/content';
import { slugify } from '@common/slug';

/** The product's fields but its picture and date (common/content.ts declares them). */
export type SeedProduct = Omit<ContentValues<'products'>, 'image' | 'category' | 'created_at'> & { id: string; description: string; category: ProductCategory; daysAgo: number };

const CHECK = '<p><em>Ask your care team whether this product is suitable for you.</em></p>';

const raw: Omit<SeedProduct, 'slug' | 'affiliate_link'>[] = [
  {
    id: 'product-01',
    name: 'Dual-Channel TENS Unit with Eight Pads',
    category: 'Pain Relief Devices',
    price: '$39.99',
    daysAgo: 6,
    description: `<p>A small battery-powered transcutaneous electrical nerve stimulation (TENS) device that sends mild electrical pulses through pads on the skin. Some people find it eases muscle and joint pain during use.</p>
<ul><li>Two channels, adjustable intensity</li><li>Eight reusable adhesive pads</li><li>Rechargeable battery with USB cable</li></ul>
<p>Not for use by people with a pacemaker or other implanted device, during pregnancy, or over the front of the neck.</p>${CHECK}`,
  },
  {
    id: 'product-02',
    name: 'Microwavable Heat Wrap for Neck and Shoulders',
    category: 'Pain Relief Devices',
    price: '$24.99',
    daysAgo: 88,
    description: `<p>A soft, weighted wrap filled with natural grains that drapes over the neck and shoulders. Warm it in the microwave for moist heat, or chill it in the freezer for cold therapy.</p>
<ul><li>Washable cover</li><li>Unscented</li></ul>
<p>Test the temperature on your wrist first and use for no more than 20 minutes at a time to protect your skin.</p>${CHECK}`,
  },
  {
    id: 'product-03',
    name: 'Magnesium Glycinate Capsules, 120 Count',
    category: 'Supplements',
    price: '$18.50',
    daysAgo: 30,
    description: `<p>A magnesium supplement in a form that is often gentler on the stomach. Magnesium plays a role in muscle and nerve function; evidence for pain relief is limited and mixed.</p>
<p>Supplements can interact with medicines and are not right for people with kidney disease. Talk to your care team before starting any supplement.</p>${CHECK}`,
  },
  {
    id: 'product-04',
    name: 'Vitamin D3 1,000 IU Softgels',
    category: 'Supplements',
    price: '$9.99',
    daysAgo: 126,
    description: `<p>A daily vitamin D3 supplement. Low vitamin D levels are common, and your physician may suggest a blood test to check yours. Taking vitamin D is not a treatment for pain on its own.</p>
<p>Do not take more than the recommended dose unless your care team advises it.</p>${CHECK}`,
  },
  {
    id: 'product-05',
    name: 'The Everyday Guide to Living Well With Chronic Pain',
    category: 'Books',
    price: '$16.95',
    daysAgo: 15,
    description: `<p>A plainly written paperback covering how pain works, pacing, sleep, movement and talking with your care team. Each chapter ends with small, practical steps to try.</p>
<ul><li>240 pages, large print edition available</li><li>Includes worksheets for goals and a pain diary</li></ul>${CHECK}`,
  },
  {
    id: 'product-06',
    name: 'Mindful Movement: A Workbook for Back and Neck Pain',
    category: 'Books',
    price: '$21.00',
    daysAgo: 102,
    description: `<p>A workbook that combines gentle movement routines with short mindfulness exercises, illustrated with clear photographs. Designed to be used alongside physical therapy, not instead of it.</p>${CHECK}`,
  },
  {
    id: 'product-07',
    name: 'Pain and Mood Journal App',
    category: 'Apps',
    price: 'Free (in-app upgrade $4.99/month)',
    daysAgo: 52,
    description: `<p>A phone app for logging pain levels, sleep, activity, mood and medicines in under a minute a day. Weekly charts make it easy to share patterns with your care team at your next visit.</p>
<ul><li>Reminders you can set</li><li>Export a PDF summary</li></ul>
<p>Review the app's privacy settings before entering health information.</p>${CHECK}`,
  },
  {
    id: 'product-08',
    name: 'Guided Breathing and Relaxation App',
    category: 'Apps',
    price: '$2.99',
    daysAgo: 140,
    description: `<p>Short audio sessions for slow breathing, body scans and relaxation, from three to twenty minutes. Large buttons and adjustable text size make it easy to use.</p>${CHECK}`,
  },
];

export const SEED_PRODUCTS: SeedProduct[] = raw.map((p) => {
  const slug = slugify(p.name);
  return { ...p, slug, affiliate_link: `https://example.com/products/${slug}` };
});
