/**
 * The records of the large bench seed as plain data (no Firebase imports): deterministic (one fixed
 * pseudo-random sequence), written like the demo's texts so that search and the category filters
 * behave as they would on a real library. Every title is unique, every slug too.
 */
import {
  ARTICLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  RESOURCE_CATEGORIES,
  TICKET_STATUSES,
  type ArticleCategory,
  type ContentValues,
  type ProductCategory,
  type ResourceCategory,
  type TicketStatus,
} from '@common/content';
import { DEFAULT_PRACTICE } from '@common/practice';
import { slugify } from '@common/slug';

/** mulberry32: a small, fast, fixed pseudo-random sequence. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pad = (n: number, width = 4) => String(n).padStart(width, '0');

function pickSome<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return out;
}

/** Makes `text` unique within `seen` by numbering repeats: "Title", "Title (Part 2)", ... */
function unique(seen: Set<string>, text: string, suffix: (n: number) => string): string {
  let candidate = text;
  for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${text}${suffix(n)}`;
  seen.add(candidate.toLowerCase());
  return candidate;
}

// ---- vocabulary ------------------------------------------------------------------------------

const CONDITIONS = [
  'Sciatica', 'Fibromyalgia', 'Migraine', 'Knee Osteoarthritis', 'Lumbar Spinal Stenosis', 'Chronic Neck Pain',
  'Plantar Fasciitis', 'Complex Regional Pain Syndrome', 'Trigeminal Neuralgia', 'Rotator Cuff Pain',
  'Diabetic Neuropathy', 'Shingles Pain', 'Hip Bursitis', 'Tension Headache', 'Carpal Tunnel Syndrome',
  'Chronic Pelvic Pain', 'Myofascial Pain', 'Degenerative Disc Disease', 'Whiplash', 'Sacroiliac Joint Pain',
  'Low Back Pain', 'Facet Joint Arthritis', 'Tennis Elbow', 'Post-Surgical Pain', 'Cancer-Related Pain',
] as const;

const TREATMENTS = [
  'Epidural Steroid Injections', 'Radiofrequency Ablation', 'Spinal Cord Stimulation', 'Physical Therapy',
  'Nerve Blocks', 'Platelet-Rich Plasma', 'Trigger Point Injections', 'Medication Reviews', 'Acupuncture',
  'Joint Injections', 'Medial Branch Blocks', 'Peripheral Nerve Stimulation', 'Aquatic Therapy',
  'Occupational Therapy', 'Botulinum Toxin Injections', 'Heat and Cold Therapy',
] as const;

const MIND_BODY = [
  'Mindfulness', 'Breathing Exercises', 'Cognitive Behavioral Therapy', 'Guided Imagery', 'Gentle Yoga', 'Tai Chi',
  'Progressive Muscle Relaxation', 'Activity Pacing', 'Biofeedback', 'Journaling', 'Acceptance and Commitment Therapy',
  'Body Scan Meditation',
] as const;

const LIFESTYLE = [
  'Anti-Inflammatory Eating', 'Staying Hydrated', 'Weight Management', 'Vitamin D', 'Magnesium', 'Walking Routines',
  'Desk Ergonomics', 'Sleep Routines', 'Alcohol and Pain', 'Quitting Smoking', 'Omega-3 Fats', 'Gardening Safely',
  'Travel Days', 'Lifting at Home',
] as const;

const PATIENT_TOPICS = [
  'Your First Visit', 'Keeping a Pain Diary', 'Insurance and Prior Authorization', 'Telehealth Visits',
  'Talking With Family', 'Returning to Work', 'Refill Requests', 'Procedure Day', 'Pain Scales', 'Second Opinions',
  'Driving After a Procedure', 'Preparing Questions for Your Physician',
] as const;

const AUDIENCES = [
  '', '', '', ' for Older Adults', ' for Athletes', ' After Surgery', ' at Work', ' for Beginners', ' in Winter',
  ' on Busy Days', ' for Caregivers', ' at Night', ' for New Patients', ' While Traveling',
] as const;

const ARTICLE_TITLES: Record<ArticleCategory, (rng: Rng) => string> = {
  'Pain Conditions': (rng) =>
    pick(rng, [
      (c: string) => `Understanding ${c}: What Is Happening and What Helps`,
      (c: string) => `${c}: Early Signs and When to Call`,
      (c: string) => `Living With ${c}`,
      (c: string) => `Questions to Ask About ${c}`,
      (c: string) => `Myths and Facts About ${c}`,
      (c: string) => `${c} Flare-Ups: A Practical Plan`,
    ])(pick(rng, CONDITIONS)) + pick(rng, AUDIENCES),
  'Treatment Options': (rng) =>
    pick(rng, [
      (t: string, c: string) => `${t} for ${c}: What to Expect`,
      (t: string, c: string) => `Is ${t} Right for ${c}?`,
      (t: string, c: string) => `Recovering After ${t} for ${c}`,
      (t: string) => `${t}: Risks, Benefits and Questions`,
    ])(pick(rng, TREATMENTS), pick(rng, CONDITIONS)) + pick(rng, AUDIENCES),
  'Mind-Body Approaches': (rng) =>
    pick(rng, [
      (m: string, c: string) => `${m} for ${c}`,
      (m: string) => `Getting Started With ${m}`,
      (m: string) => `Ten Minutes of ${m} a Day`,
      (m: string, c: string) => `How ${m} Can Ease ${c}`,
    ])(pick(rng, MIND_BODY), pick(rng, CONDITIONS)) + pick(rng, AUDIENCES),
  'Nutrition & Lifestyle': (rng) =>
    pick(rng, [
      (l: string, c: string) => `${l} and ${c}`,
      (l: string) => `${l}: Small Changes That Add Up`,
      (l: string) => `A Week of ${l}`,
      (l: string, c: string) => `What ${l} Means for ${c}`,
    ])(pick(rng, LIFESTYLE), pick(rng, CONDITIONS)) + pick(rng, AUDIENCES),
  'Patient Resources': (rng) =>
    pick(rng, [
      (p: string) => `A Guide to ${p}`,
      (p: string) => `${p}: A Checklist`,
      (p: string) => `Making the Most of ${p}`,
      (p: string) => `Your Questions About ${p}, Answered`,
    ])(pick(rng, PATIENT_TOPICS)) + pick(rng, AUDIENCES),
  'Research & Insights': (rng) =>
    pick(rng, [
      (t: string, c: string) => `New Findings on ${t} for ${c}`,
      (t: string, c: string) => `What Recent Studies Say About ${t} and ${c}`,
      (t: string, c: string) => `Research Roundup: ${t} in ${c}`,
      (t: string, c: string) => `Reading the Evidence on ${t} for ${c}`,
    ])(pick(rng, [...TREATMENTS, ...MIND_BODY]), pick(rng, CONDITIONS)),
};

const OPENINGS = [
  'Many people live with this for months before they ask about it, and most are relieved to learn how common it is.',
  'It helps to know what is going on in the body, because understanding the cause makes the plan easier to follow.',
  'There is rarely a single fix, but a few steady habits and the right treatment usually make days more manageable.',
  'Our physicians are asked about this every week, so we have gathered the answers we give most often.',
  'Progress is often gradual. Small, regular steps tend to do more than occasional big efforts.',
];

const SECTIONS: { heading: string; body: string[] }[] = [
  { heading: 'What is happening', body: ['Pain is a signal from the nervous system. When it lasts for months, the system itself can become more sensitive, so ordinary movement may hurt more than expected.', 'Irritated nerves, tight muscles and stiff joints often play a part together.'] },
  { heading: 'What usually helps', body: ['Staying gently active, using heat or ice, and following a physical therapy program are the usual first steps.', 'When pain limits daily life, your physician may discuss medicines, injections or a referral.'] },
  { heading: 'Questions to bring to your visit', body: ['Write down when the pain started, what makes it better or worse, and what you have already tried.', 'Bring a list of every medicine and supplement you take, with doses.'] },
  { heading: 'When to call right away', body: ['Call your care team or seek urgent care for new weakness, numbness around the groin, fever with back pain, or trouble controlling your bladder or bowels.'] },
  { heading: 'Everyday tips', body: ['Spread tasks through the day, take short breaks, and change position often.', 'A simple diary of activity, sleep and pain can show patterns you and your care team can act on.'] },
  { heading: 'What the research says', body: ['Studies of this approach report modest average improvements, with some people benefiting a great deal and others very little.', 'Combining treatments within a rehabilitation plan tends to work better than any single step alone.'] },
];

const CARE_TEAM = '<p><em>This article is general education, not medical advice. Talk to your care team about what is right for you.</em></p>';

function articleHtml(rng: Rng, subject: string): string {
  const parts = [`<p>${subject} is one of the topics members ask us about most. ${pick(rng, OPENINGS)}</p>`];
  for (const section of pickSome(rng, SECTIONS, between(rng, 3, 4))) {
    parts.push(`<h2>${section.heading}</h2>`);
    if (rng() < 0.4) parts.push(`<ul>\n${section.body.map((b) => `<li>${b}</li>`).join('\n')}\n</ul>`);
    else parts.push(`<p>${section.body.join(' ')}</p>`);
  }
  parts.push(CARE_TEAM);
  return parts.join('\n');
}

// ---- records ---------------------------------------------------------------------------------

/** Records of the large seed: the kind's declared fields but files and dates, and how to pick those. */
export type LargeArticle = Omit<ContentValues<'articles', never>, 'image' | 'category' | 'created_at'> & {
  id: string;
  category: ArticleCategory;
  daysAgo: number;
  /** Index into the category's cover pictures. */
  cover: number;
};

export function largeArticles(count: number, takenSlugs: Iterable<string> = [], covers = 6): LargeArticle[] {
  const rng = random(0x5eed_a271);
  const titles = new Set<string>();
  const slugs = new Set(takenSlugs);
  const out: LargeArticle[] = [];
  for (let i = 0; i < count; i++) {
    const category = ARTICLE_CATEGORIES[i % ARTICLE_CATEGORIES.length];
    const title = unique(titles, ARTICLE_TITLES[category](rng), (n) => ` (Part ${n})`);
    let slug = slugify(title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    slugs.add(slug);
    const subject = title.split(/[:?]/)[0];
    out.push({
      id: `bench-article-${pad(i + 1)}`,
      slug,
      title,
      excerpt: `${subject}: ${pick(rng, OPENINGS)} Here is what our physicians want members to know.`,
      content: articleHtml(rng, subject),
      category,
      author: pick(rng, DEFAULT_PRACTICE.authors),
      daysAgo: between(rng, 1, 2400),
      cover: Math.floor(rng() * covers),
    });
  }
  return out;
}

const JOURNALS = [
  'Journal of Interventional Pain Practice', 'Pain Medicine Reports', 'Regional Anesthesia and Pain Research',
  'Clinical Journal of Musculoskeletal Care', 'Headache and Facial Pain Review', 'Journal of Rehabilitation Outcomes',
  'Neuromodulation Practice', 'Community Health and Pain', 'Spine Care Quarterly', 'Integrative Pain Studies',
] as const;

const STUDY_TYPES = [
  'A Retrospective Review of', 'A Prospective Cohort Study of', 'Twelve-Month Outcomes of', 'A Pragmatic Trial of',
  'Patient-Reported Outcomes After', 'A Cost Comparison of', 'Sleep and Function After', 'A Pilot Study of',
  'Long-Term Follow-Up of', 'Predictors of Response to',
] as const;

const RESEARCHERS = [
  'Alex Rivera, MD', 'Jordan Lee, MD', 'Sam Patel, DO', 'Morgan Chen, MD', 'Priya Raman, PA-C', 'Elena Duarte, PhD',
  'Thomas Okafor, MD', 'Hannah Brooks, RN', 'Lucas Moreau, PT, DPT', 'Aisha Karim, PharmD', 'Daniel Novak, MD',
  'Grace Whitfield, PhD', 'Kenji Watanabe, MD', 'Sofia Lindqvist, MSc', 'Marcus Bell, DO', 'Nadia Haddad, MD',
] as const;

export type LargePublication = Omit<ContentValues<'publications', never>, 'pdf_url' | 'pdf_path' | 'created_at'> & {
  id: string;
  /** Month and day of created_at within `year`. */
  month: number;
  day: number;
  /** Index into the demo's PDFs, or -1 for an external PDF address. */
  pdf: number;
};

export function largePublications(count: number, demoPdfs: number): LargePublication[] {
  const rng = random(0x5eed_9b1c);
  const titles = new Set<string>();
  const out: LargePublication[] = [];
  for (let i = 0; i < count; i++) {
    const treatment = pick(rng, [...TREATMENTS, ...MIND_BODY]);
    const condition = pick(rng, CONDITIONS);
    const title = unique(titles, `${pick(rng, STUDY_TYPES)} ${treatment} for ${condition}`, (n) => `: Cohort ${n}`);
    const n = between(rng, 24, 640);
    const pct = between(rng, 28, 71);
    out.push({
      id: `bench-publication-${pad(i + 1)}`,
      title,
      journal: pick(rng, JOURNALS),
      year: String(between(rng, 2008, 2025)),
      authors: pickSome(rng, RESEARCHERS, between(rng, 1, 5)),
      abstract:
        `We studied ${n} adults with ${condition.toLowerCase()} treated with ${treatment.toLowerCase()} at a community pain practice. ` +
        `At follow-up, ${pct}% reported at least a 30% reduction in average pain, and function improved in most participants. ` +
        `Adverse events were uncommon and minor. ${pick(rng, SECTIONS).body[0]} ` +
        'These findings support careful patient selection and shared decision-making within a broader rehabilitation plan.',
      month: between(rng, 1, 12),
      day: between(rng, 1, 28),
      pdf: rng() < 0.8 && demoPdfs > 0 ? Math.floor(rng() * demoPdfs) : -1,
    });
  }
  return out;
}

const EXERCISES = ['Gentle Stretches', 'Walking Plan', 'Core Strengthening', 'Balance Exercises', 'Posture Reset', 'Chair Exercises', 'Pool Exercises', 'Morning Mobility Routine'] as const;
const MEDICATION_TOPICS = ['Taking Anti-Inflammatories Safely', 'Nerve Pain Medicines', 'Muscle Relaxants', 'Topical Pain Relievers', 'Opioid Safety at Home', 'Tapering a Medicine', 'Storing and Disposing of Medicines', 'Medicine Interactions'] as const;
const FOODS = ['Leafy Greens', 'Oily Fish', 'Berries', 'Whole Grains', 'Turmeric', 'Nuts and Seeds', 'Olive Oil', 'Legumes'] as const;

export type LargeResource = Omit<ContentValues<'resources', never>, 'thumbnail' | 'download_url' | 'download_path' | 'category' | 'created_at'> & {
  id: string;
  category: ResourceCategory;
  daysAgo: number;
  cover: number;
  /** Index into the demo's handouts, or -1 for none. */
  handout: number;
};

export function largeResources(count: number, takenSlugs: Iterable<string> = [], demoHandouts = 0, covers = 6): LargeResource[] {
  const rng = random(0x5eed_7e50);
  const titles = new Set<string>();
  const slugs = new Set(takenSlugs);
  const out: LargeResource[] = [];
  for (let i = 0; i < count; i++) {
    const category = RESOURCE_CATEGORIES[i % RESOURCE_CATEGORIES.length];
    const condition = pick(rng, CONDITIONS);
    const base =
      category === 'Exercise & Physical Therapy'
        ? `${pick(rng, EXERCISES)} for ${condition}`
        : category === 'Medication Management'
          ? `${pick(rng, MEDICATION_TOPICS)} With ${condition}`
          : `${pick(rng, FOODS)} for ${condition}`;
    const title = unique(titles, base + pick(rng, AUDIENCES), (n) => ` (Sheet ${n})`);
    let slug = slugify(title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    slugs.add(slug);
    out.push({
      id: `bench-resource-${pad(i + 1)}`,
      slug,
      title,
      description: `A short, printable guide: ${title.toLowerCase()}, with tips on how to start and when to stop.`,
      content: articleHtml(rng, title),
      category,
      daysAgo: between(rng, 1, 2400),
      cover: Math.floor(rng() * covers),
      handout: demoHandouts > 0 && rng() < 0.3 ? Math.floor(rng() * demoHandouts) : -1,
    });
  }
  return out;
}

const PRODUCT_NAMES: Record<ProductCategory, (rng: Rng) => string> = {
  'Pain Relief Devices': (rng) =>
    `${pick(rng, ['Compact', 'Rechargeable', 'Dual-Channel', 'Wireless', 'Adjustable', 'Travel'])} ${pick(rng, ['TENS Unit', 'Heat Wrap', 'Massage Ball Set', 'Lumbar Support Cushion', 'Cold Pack', 'Knee Brace', 'Foam Roller', 'Posture Corrector', 'Cervical Pillow'])}`,
  Supplements: (rng) =>
    `${pick(rng, ['Vitamin D3', 'Magnesium Glycinate', 'Omega-3 Fish Oil', 'Turmeric Curcumin', 'Glucosamine', 'Collagen Peptides', 'B-Complex', 'Tart Cherry'])} ${pick(rng, ['Capsules', 'Softgels', 'Tablets', 'Powder', 'Gummies'])}, ${pick(rng, [30, 60, 90, 120, 180])} Count`,
  Books: (rng) =>
    `${pick(rng, ['The', 'A Practical', 'The Everyday', 'The Patient’s', 'The Complete'])} ${pick(rng, ['Guide to', 'Handbook of', 'Workbook for', 'Companion to'])} ${pick(rng, [...CONDITIONS, ...MIND_BODY])}`,
  Apps: (rng) =>
    `${pick(rng, ['Calm', 'Steady', 'Daily', 'Clear', 'Gentle', 'Bright'])}${pick(rng, ['Track', 'Pace', 'Breath', 'Sleep', 'Move', 'Log'])}: ${pick(rng, ['Pain Diary', 'Guided Relaxation', 'Sleep Coach', 'Exercise Reminders', 'Medication Tracker'])}`,
};

export type LargeProduct = Omit<ContentValues<'products', never>, 'image' | 'affiliate_link' | 'category' | 'created_at'> & {
  id: string;
  category: ProductCategory;
  daysAgo: number;
  cover: number;
};

export function largeProducts(count: number, takenSlugs: Iterable<string> = [], covers = 6): LargeProduct[] {
  const rng = random(0x5eed_b0d5);
  const names = new Set<string>();
  const slugs = new Set(takenSlugs);
  const out: LargeProduct[] = [];
  for (let i = 0; i < count; i++) {
    const category = PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length];
    const name = unique(names, PRODUCT_NAMES[category](rng), (n) => ` (Edition ${n})`);
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);
    const price = category === 'Apps' && rng() < 0.4 ? 'Free' : `$${between(rng, 4, 129)}.${pick(rng, ['99', '95', '49', '00'])}`;
    out.push({
      id: `bench-product-${pad(i + 1)}`,
      slug,
      name,
      description: `<p>${name}: chosen by our care team as a helpful option for some members. ${pick(rng, SECTIONS).body[0]}</p>\n<ul><li>${pick(rng, ['Easy to use at home', 'Travel friendly', 'Well reviewed by members', 'Simple instructions'])}</li><li>${pick(rng, ['Ask about interactions', 'Start slowly', 'Stop if it makes pain worse'])}</li></ul>\n<p><em>Ask your care team whether this product is suitable for you.</em></p>`,
      category,
      price,
      daysAgo: between(rng, 1, 2400),
      cover: Math.floor(rng() * covers),
    });
  }
  return out;
}

// ---- membership codes and tickets ---------------------------------------------------------------

/** A synthetic member of the large seed (no Auth account: codes and tickets point at them). */
export function benchMember(n: number): { uid: string; email: string; name: string } {
  const first = ['Ana', 'Ben', 'Chloe', 'David', 'Eva', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jamal', 'Kim', 'Liam', 'Mona', 'Noah', 'Olga', 'Paul'];
  const last = ['Adams', 'Brown', 'Castro', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones', 'Khan', 'Lopez', 'Meyer', 'Nguyen'];
  const name = `${first[n % first.length]} ${last[Math.floor(n / first.length) % last.length]}`;
  return { uid: `bench-member-${pad(n)}`, email: `bench.member${pad(n)}@pmc-bench.test`, name };
}

export interface LargeCode {
  code: string;
  /** Synthetic member number when used, else null. */
  usedBy: number | null;
  invitee: string | null;
  /** Days from now: negative is already expired; null never expires. */
  expiresInDays: number | null;
  daysAgo: number;
}

/** `count` codes drawn from the 4-digit range, skipping `taken` (the demo's codes). */
export function largeCodes(count: number, taken: ReadonlySet<string>, min: number, max: number, members: number): LargeCode[] {
  const rng = random(0x5eed_c0de);
  const all: number[] = [];
  for (let c = min; c <= max; c++) all.push(c);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  const out: LargeCode[] = [];
  for (const c of all) {
    if (out.length >= count) break;
    const code = String(c);
    if (taken.has(code)) continue;
    const r = rng();
    const usedBy = r < 0.6 ? (out.length % members) + 1 : null;
    out.push({
      code,
      usedBy,
      invitee: usedBy === null && r > 0.94 ? `invitee${pad(out.length)}@pmc-bench.test` : null,
      expiresInDays: usedBy === null && r > 0.9 && r <= 0.94 ? between(rng, -60, 90) : null,
      daysAgo: between(rng, 1, 900),
    });
  }
  return out;
}

const TICKET_SUBJECTS = [
  'Question about my upcoming procedure', 'Cannot download a handout', 'Request to reschedule', 'Medication refill question',
  'Billing question', 'Login trouble on my phone', 'Feedback about an article', 'Question about a product recommendation',
  'Need a copy of my visit summary', 'Membership code question', 'Physical therapy referral', 'Side effects question',
] as const;

export interface LargeTicket {
  id: string;
  /** Synthetic member number, or 0 for the demo member. */
  member: number;
  subject: string;
  message: string;
  status: TicketStatus;
  adminNotes: string;
  daysAgo: number;
}

/** `count` tickets: `demoMemberTickets` of them belong to the demo member, the rest to synthetic members. */
export function largeTickets(count: number, members: number, demoMemberTickets: number): LargeTicket[] {
  const rng = random(0x5eed_71c7);
  const out: LargeTicket[] = [];
  for (let i = 0; i < count; i++) {
    const member = i < demoMemberTickets ? 0 : between(rng, 1, members);
    const status = pick(rng, [...TICKET_STATUSES, 'resolved', 'closed'] as TicketStatus[]);
    const subject = pick(rng, TICKET_SUBJECTS);
    out.push({
      id: `bench-ticket-${pad(i + 1)}`,
      member,
      subject,
      message: `Hello, ${subject.toLowerCase()}. ${pick(rng, OPENINGS)} Could someone from the practice get back to me? Thank you.`,
      status,
      adminNotes: status === 'resolved' || status === 'closed' ? 'Replied by phone; member satisfied.' : '',
      daysAgo: between(rng, 0, 700),
    });
  }
  return out;
}
