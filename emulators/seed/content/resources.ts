/**
 * Demo patient resources: two per category; three come with a printable PDF handout generated at
 * seed time (resources/{id}/handout.pdf, member-only), the others have no download.
 */
import { UPLOADS, type ResourceCategory, type ContentValues } from '@common/content';
import { uploadFolder } from '@common/content-docs';
import { slugify } from '@common/slug';
import { makePdf, type Block } from '../assets/pdf';

/** The resource's fields but its files and date (common/content.ts declares them). */
export type SeedResource = Omit<ContentValues<'resources'>, 'thumbnail' | 'download_url' | 'download_path' | 'category' | 'created_at'> & {
  id: string;
  /** Every seeded resource has a body. */
  content: string;
  category: ResourceCategory;
  daysAgo: number;
  /** The handout's sections when the resource has an uploaded PDF. */
  handout: { heading: string; items: string[] }[] | null;
};

const CARE_TEAM = '<p><em>General education only. Check with your care team before starting new exercises, medicines or supplements.</em></p>';

const raw: Omit<SeedResource, 'slug'>[] = [
  {
    id: 'resource-01',
    title: 'Gentle Stretches for Low Back Pain',
    description: 'Five gentle stretches you can do at home most days, with tips on how far to go and when to stop.',
    category: 'Exercise & Physical Therapy',
    daysAgo: 8,
    content: `<p>Gentle stretching can ease stiffness and help you move more comfortably. Move slowly, breathe normally, and stop if pain becomes sharp or spreads down a leg.</p>
<h2>The stretches</h2>
<ol>
<li><strong>Knee to chest:</strong> lying on your back, bring one knee toward your chest and hold 20 seconds. Switch sides.</li>
<li><strong>Pelvic tilt:</strong> lying on your back with knees bent, gently flatten your lower back into the floor, hold 5 seconds, relax.</li>
<li><strong>Cat and cow:</strong> on hands and knees, slowly round then gently arch your back.</li>
<li><strong>Child's pose:</strong> from hands and knees, sit back toward your heels with arms stretched forward.</li>
<li><strong>Seated hamstring stretch:</strong> sit on a chair edge with one leg straight and lean forward slightly from the hips.</li>
</ol>
<p>Do each stretch 2 to 3 times, once or twice a day. A printable handout is available below.</p>
${CARE_TEAM}`,
    handout: [
      { heading: 'Before you start', items: ['Move slowly and breathe normally.', 'Mild stretching feels like gentle tension, not pain.', 'Stop if pain becomes sharp or spreads down a leg.'] },
      {
        heading: 'The stretches (2 to 3 times each, once or twice a day)',
        items: [
          'Knee to chest: hold 20 seconds each side.',
          'Pelvic tilt: hold 5 seconds, relax, repeat 10 times.',
          'Cat and cow: 10 slow repetitions.',
          "Child's pose: hold 20 to 30 seconds.",
          'Seated hamstring stretch: hold 20 seconds each side.',
        ],
      },
      { heading: 'Call your care team if', items: ['You notice new numbness or weakness in a leg.', 'Pain is getting steadily worse over several days.'] },
    ],
  },
  {
    id: 'resource-02',
    title: 'Walking Program for Beginners',
    description: 'A simple eight-week plan to build up walking time safely, starting from as little as five minutes a day.',
    category: 'Exercise & Physical Therapy',
    daysAgo: 74,
    content: `<p>Walking is one of the easiest ways to stay active with chronic pain. The key is to start below what you think you can do, and build up slowly.</p>
<h2>How the plan works</h2>
<ul>
<li><strong>Weeks 1-2:</strong> walk 5 minutes, once or twice a day, on flat ground.</li>
<li><strong>Weeks 3-4:</strong> 8 to 10 minutes at a time.</li>
<li><strong>Weeks 5-6:</strong> 12 to 15 minutes; add a gentle slope if comfortable.</li>
<li><strong>Weeks 7-8:</strong> 15 to 20 minutes at a comfortable pace.</li>
</ul>
<p>If a week feels too hard, repeat it. A little extra soreness that settles within a day is normal. Supportive shoes and a walking partner make it easier to keep going.</p>
${CARE_TEAM}`,
    handout: null,
  },
  {
    id: 'resource-03',
    title: 'Your Medication List: How to Keep It Up to Date',
    description: 'Why an accurate medication list matters for safe pain care, and a simple way to keep one with you.',
    category: 'Medication Management',
    daysAgo: 23,
    content: `<p>An up-to-date list of everything you take helps your care team avoid harmful interactions and choose the safest treatment. Include prescription medicines, over-the-counter products, vitamins and supplements.</p>
<h2>For each item, write down</h2>
<ul>
<li>The name and strength (for example, 10 mg)</li>
<li>How much you take and how often</li>
<li>What it is for, and who prescribed it</li>
<li>Any side effects you have noticed</li>
</ul>
<h2>Keep it handy</h2>
<p>Bring the list to every appointment and update it whenever something changes. A printable form is available below.</p>
${CARE_TEAM}`,
    handout: [
      { heading: 'What to include', items: ['Prescription medicines', 'Over-the-counter pain relievers, allergy and sleep aids', 'Vitamins, herbal products and supplements', 'Creams, patches and inhalers'] },
      { heading: 'For each one', items: ['Name and strength', 'Dose and how often you take it', 'Reason for taking it', 'Prescriber', 'Side effects you have noticed'] },
      { heading: 'Good habits', items: ['Update the list whenever something changes.', 'Bring it to every visit and to the pharmacy.', 'Never stop or change a prescribed medicine without talking to your care team.'] },
    ],
  },
  {
    id: 'resource-04',
    title: 'Using Over-the-Counter Pain Relievers Safely',
    description: 'Common non-prescription pain relievers, their daily limits, and who should check with a clinician first.',
    category: 'Medication Management',
    daysAgo: 121,
    content: `<p>Non-prescription pain relievers can be helpful, but they are real medicines with real risks, especially when taken every day or combined with other products.</p>
<h2>Acetaminophen</h2>
<p>Acetaminophen is in many cold and sleep products as well as pain relievers. Taking more than the daily limit on the label can damage the liver. Check every label so you do not take it twice without realizing.</p>
<h2>Anti-inflammatory medicines (NSAIDs)</h2>
<p>Ibuprofen and naproxen can irritate the stomach, raise blood pressure and affect the kidneys. Check with your care team first if you have kidney, heart or stomach problems, take blood thinners, or are over 65.</p>
<h2>General tips</h2>
<ul>
<li>Use the lowest dose that helps, for the shortest time.</li>
<li>Take NSAIDs with food.</li>
<li>Tell your care team about every product you use.</li>
</ul>
${CARE_TEAM}`,
    handout: null,
  },
  {
    id: 'resource-05',
    title: 'Anti-Inflammatory Grocery List',
    description: 'A printable shopping list built around vegetables, fruit, whole grains, beans, fish and healthy fats.',
    category: 'Nutrition for Pain Relief',
    daysAgo: 41,
    content: `<p>An eating pattern rich in plants, whole grains and healthy fats supports overall health and may help some people with inflammatory pain. This list makes it easier to shop that way.</p>
<h2>Fill your cart with</h2>
<ul>
<li>Leafy greens, broccoli, peppers, tomatoes</li>
<li>Berries, cherries, oranges, apples</li>
<li>Oats, brown rice, quinoa, whole-wheat bread</li>
<li>Beans, lentils, chickpeas</li>
<li>Salmon, sardines or other oily fish</li>
<li>Olive oil, walnuts, almonds, flaxseed</li>
</ul>
<p>Frozen and canned vegetables and fish are just as useful and often cheaper. Download the printable list below.</p>
${CARE_TEAM}`,
    handout: [
      { heading: 'Vegetables and fruit', items: ['Leafy greens (spinach, kale, lettuce)', 'Broccoli, peppers, tomatoes, carrots', 'Berries, cherries, oranges, apples'] },
      { heading: 'Grains and beans', items: ['Oats, brown rice, quinoa', 'Whole-wheat bread or pasta', 'Beans, lentils, chickpeas'] },
      { heading: 'Protein and healthy fats', items: ['Salmon, sardines, trout', 'Eggs, chicken, tofu', 'Olive oil, walnuts, almonds, flaxseed'] },
      { heading: 'Limit', items: ['Sugary drinks and sweets', 'Processed meats', 'Fried and highly processed snacks'] },
    ],
  },
  {
    id: 'resource-06',
    title: 'Staying Hydrated: A Simple Guide',
    description: 'How much to drink, easy ways to drink more water, and signs you may need more fluids.',
    category: 'Nutrition for Pain Relief',
    daysAgo: 145,
    content: `<p>Even mild dehydration can leave you tired, light-headed and more sensitive to headaches and muscle cramps. Most adults do well with regular drinks of water through the day, but needs vary.</p>
<h2>Easy ways to drink more</h2>
<ul>
<li>Keep a refillable bottle within reach.</li>
<li>Drink a glass of water with each meal and each medicine.</li>
<li>Add slices of lemon, cucumber or berries for flavor.</li>
<li>Eat water-rich foods such as soups, melon and cucumber.</li>
</ul>
<p>If you have heart or kidney problems, or your physician has limited your fluids, follow their advice on how much to drink.</p>
${CARE_TEAM}`,
    handout: null,
  },
];

export const SEED_RESOURCES: SeedResource[] = raw.map((r) => ({ ...r, slug: slugify(r.title) }));

export const resourceHandoutPath = (id: string) => `${uploadFolder(UPLOADS.resourceFile, 'resources', id)}/handout.pdf`;

/** The printable handout of a resource (null without one); deterministic bytes. */
export function resourceHandoutPdf(resource: SeedResource): Buffer | null {
  if (!resource.handout) return null;
  const blocks: Block[] = [
    { kind: 'title', text: resource.title },
    { kind: 'subtitle', text: `Pain Medicine Consultants - patient handout (${resource.category})` },
    { kind: 'paragraph', text: resource.description },
  ];
  for (const section of resource.handout) {
    blocks.push({ kind: 'heading', text: section.heading });
    for (const item of section.items) blocks.push({ kind: 'bullet', text: item });
  }
  blocks.push({ kind: 'heading', text: 'Important' });
  blocks.push({
    kind: 'paragraph',
    text: 'This handout is general education, not medical advice. Talk to your care team about what is right for you. In an emergency, call 911.',
  });
  return makePdf(blocks, { title: resource.title, footer: 'Pain Medicine Consultants - demonstration handout' });
}
