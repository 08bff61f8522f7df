/**
 * Demo articles: two per category, plainly written patient education. They explain and encourage a
 * conversation with the care team; they do not give individual medical advice.
 */
import type { ArticleCategory, ContentValues } from '@common/content';
import { DEFAULT_PRACTICE } from '@common/practice';
import { slugify } from '@common/slug';

/** The article's fields but its files and date (common/content.ts declares them). */
export type SeedArticle = Omit<ContentValues<'articles'>, 'image' | 'category' | 'created_at'> & {
  id: string;
  category: ArticleCategory;
  /** Every demo article has a body (the rich-text tests round-trip them). */
  content: string;
  /** created_at is this many days before the first seed run (noon UTC). */
  daysAgo: number;
};

const [RIVERA, LEE, PATEL, CHEN, PRACTICE] = DEFAULT_PRACTICE.authors;

const CARE_TEAM = '<p><em>This article is general education, not medical advice. Talk to your care team about what is right for you.</em></p>';

const raw: Omit<SeedArticle, 'slug'>[] = [
  {
    id: 'article-01',
    title: 'Understanding Sciatica: What Is Happening and What Helps',
    excerpt: 'Sciatica is pain that travels along the sciatic nerve, from the lower back down the leg. Here is what usually causes it and how it is commonly treated.',
    category: 'Pain Conditions',
    author: RIVERA,
    daysAgo: 4,
    content: `<p>Sciatica is not a diagnosis on its own. It describes pain that follows the path of the sciatic nerve, which runs from the lower back through the buttock and down the back of each leg. Many people describe it as a burning or electric pain, sometimes with tingling or numbness.</p>
<h2>Common causes</h2>
<ul>
<li>A bulging or herniated disc pressing on a nerve root</li>
<li>Narrowing of the spinal canal (spinal stenosis), more common after age 50</li>
<li>A slipped vertebra (spondylolisthesis)</li>
<li>Tight or irritated muscles deep in the buttock</li>
</ul>
<h2>What usually helps</h2>
<p>Most sciatica improves within weeks to a few months. Staying gently active, short walks, heat or ice, and a physical therapy program are the usual first steps. When pain lasts or limits daily life, your physician may discuss medications or an epidural steroid injection.</p>
<h2>When to call right away</h2>
<p>Call your care team or seek urgent care if you notice new weakness in a leg, numbness around the groin, or trouble controlling your bladder or bowels. These are uncommon but need prompt attention.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-02',
    title: 'Living With Fibromyalgia: A Practical Overview',
    excerpt: 'Fibromyalgia causes widespread pain, tiredness and poor sleep. A combination of gentle activity, sleep habits and treatment can make days more manageable.',
    category: 'Pain Conditions',
    author: CHEN,
    daysAgo: 61,
    content: `<p>Fibromyalgia is a long-term condition in which the nervous system becomes more sensitive to pain. People often feel aching in many parts of the body, along with fatigue, unrefreshing sleep and trouble concentrating, sometimes called "fibro fog."</p>
<h2>How it is diagnosed</h2>
<p>There is no single blood test or scan for fibromyalgia. Your physician listens to your history, examines you, and may order tests to rule out other conditions such as thyroid problems or arthritis.</p>
<h2>What tends to help</h2>
<ul>
<li><strong>Regular, gentle movement</strong> such as walking, water exercise or stretching, increased slowly</li>
<li><strong>Sleep routines</strong>: a steady bedtime, a dark and cool room, less screen time at night</li>
<li><strong>Pacing</strong>: spreading tasks through the day instead of pushing through on good days</li>
<li><strong>Medications</strong> that calm nerve signals, when appropriate and prescribed</li>
</ul>
<p>Progress is often gradual. Keeping a simple diary of activity, sleep and pain can help you and your care team see patterns.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-03',
    title: 'Epidural Steroid Injections: What to Expect',
    excerpt: 'An epidural steroid injection places anti-inflammatory medicine near irritated spinal nerves. Learn how the procedure works, how to prepare, and what recovery looks like.',
    category: 'Treatment Options',
    author: LEE,
    daysAgo: 11,
    content: `<p>An epidural steroid injection delivers a small amount of anti-inflammatory medicine, usually with a numbing medicine, into the space around the spinal nerves. It is commonly used for pain that spreads into an arm or leg from an irritated nerve.</p>
<h2>Before the procedure</h2>
<ul>
<li>Tell your team about every medicine you take, especially blood thinners and diabetes medicines.</li>
<li>Arrange for someone to drive you home.</li>
<li>Follow the eating and drinking instructions you are given.</li>
</ul>
<h2>During the procedure</h2>
<p>You lie on your stomach or side. The skin is cleaned and numbed, and the physician uses live X-ray guidance to place a thin needle. Most people feel pressure rather than sharp pain. The injection itself usually takes less than 15 minutes.</p>
<h2>Afterwards</h2>
<p>Some people feel relief within a few days; for others it takes up to two weeks. Relief can last weeks to months and often makes it easier to take part in physical therapy. Mild soreness where the needle went in is common. Call the office if you have fever, severe headache, or new weakness.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-04',
    title: 'Radiofrequency Ablation for Joint Pain in the Spine',
    excerpt: 'Radiofrequency ablation uses gentle heat to quiet the small nerves that carry pain from spinal joints. It can offer longer-lasting relief for some people.',
    category: 'Treatment Options',
    author: PATEL,
    daysAgo: 79,
    content: `<p>The facet joints are small joints at the back of the spine. When they are worn or inflamed, they can cause neck or low back pain. Radiofrequency ablation (RFA) treats this pain by using heat to interrupt the small "medial branch" nerves that carry pain signals from those joints.</p>
<h2>Is it a good fit?</h2>
<p>Before RFA, most people first have one or two diagnostic "nerve block" injections. If a block brings clear, short-term relief, RFA is more likely to help.</p>
<h2>What the research shows</h2>
<p>Many people experience meaningful relief that lasts six months to a year or more. The nerves can regrow over time, and the procedure can be repeated if it helped before. It does not work for everyone, and results vary.</p>
<h2>Recovery</h2>
<ul>
<li>Soreness for a few days to two weeks is common.</li>
<li>Most people return to light activity the next day.</li>
<li>Continue your home exercises: RFA works best as part of a broader plan.</li>
</ul>
${CARE_TEAM}`,
  },
  {
    id: 'article-05',
    title: 'Breathing Exercises That Calm the Pain Response',
    excerpt: 'Slow, steady breathing can ease muscle tension and the stress that often comes with pain. Here are three simple exercises you can try at home.',
    category: 'Mind-Body Approaches',
    author: CHEN,
    daysAgo: 19,
    content: `<p>Pain and stress feed each other. When you hurt, breathing becomes quick and shallow and muscles tighten, which can make pain feel worse. Slow breathing sends the body a signal that it is safe to relax.</p>
<h2>Three exercises to try</h2>
<ol>
<li><strong>Belly breathing.</strong> Place one hand on your chest and one on your belly. Breathe in through your nose so the lower hand rises, then breathe out slowly through pursed lips. Repeat for two to five minutes.</li>
<li><strong>Counted breathing.</strong> Breathe in for a count of four, and out for a count of six. A longer out-breath helps the body settle.</li>
<li><strong>Body scan.</strong> With slow breaths, move your attention from your feet to your head, letting each area soften as you breathe out.</li>
</ol>
<h2>Making it a habit</h2>
<p>Short, regular practice works better than an occasional long session. Try pairing it with something you already do, such as before meals or at bedtime. If breathing exercises make you dizzy or anxious, stop and breathe normally, and mention it at your next visit.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-06',
    title: 'Mindfulness and Chronic Pain: Where to Start',
    excerpt: 'Mindfulness does not make pain disappear, but it can change how much pain runs your day. A gentle introduction for beginners.',
    category: 'Mind-Body Approaches',
    author: PRACTICE,
    daysAgo: 97,
    content: `<p>Mindfulness means paying attention to the present moment with curiosity instead of judgment. For people living with chronic pain, practicing it can reduce the worry and frustration that often add to pain, and studies suggest it can improve mood and coping.</p>
<h2>A five-minute starting practice</h2>
<ul>
<li>Sit or lie comfortably and close your eyes if you like.</li>
<li>Notice your breath without changing it.</li>
<li>When you notice pain, describe it to yourself plainly: "tight," "warm," "pulsing." Notice if it changes.</li>
<li>When your mind wanders, and it will, gently return to the breath.</li>
</ul>
<h2>Tips</h2>
<p>Guided recordings can help at first; many libraries and community centers offer free classes. Mindfulness works alongside your medical treatment, not instead of it.</p>
<p>You can find more practices on our <a href="/resources">Patient Resources</a> page.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-07',
    title: 'Eating to Ease Inflammation: Simple Everyday Swaps',
    excerpt: 'No single food cures pain, but an overall eating pattern rich in plants, fish and whole grains supports general health and may help some people feel better.',
    category: 'Nutrition & Lifestyle',
    author: PATEL,
    daysAgo: 27,
    content: `<p>Inflammation plays a part in many painful conditions. Research on diet and pain is still growing, and no food works like a medicine. Still, a balanced, Mediterranean-style pattern supports heart health, weight and energy, all of which matter when you live with pain.</p>
<h2>Simple swaps</h2>
<ul>
<li>White bread or rice &rarr; whole grains such as oats, brown rice or whole-wheat bread</li>
<li>Sugary drinks &rarr; water, sparkling water or unsweetened tea</li>
<li>Processed meats &rarr; fish, beans, lentils or chicken</li>
<li>Fried snacks &rarr; a handful of nuts or fresh fruit</li>
<li>Butter for cooking &rarr; olive oil</li>
</ul>
<h2>Go slowly</h2>
<p>Change one or two habits at a time. If you have diabetes, kidney disease, or take medicines such as blood thinners, talk with your care team or a registered dietitian before major changes, and before starting any supplement.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-08',
    title: 'Better Sleep When You Live With Pain',
    excerpt: 'Pain can disturb sleep, and poor sleep can make pain harder to bear. Practical habits that help many people rest better.',
    category: 'Nutrition & Lifestyle',
    author: RIVERA,
    daysAgo: 112,
    content: `<p>Sleep and pain are closely linked. A night of poor sleep can lower your tolerance for pain the next day, and pain can make it hard to fall or stay asleep. Improving sleep is one of the most useful things you can work on.</p>
<h2>Habits that help</h2>
<ul>
<li>Go to bed and get up at about the same time every day, including weekends.</li>
<li>Keep the bedroom cool, dark and quiet.</li>
<li>Limit caffeine after noon and avoid alcohol close to bedtime.</li>
<li>Use pillows to support painful joints: between the knees for side sleepers, under the knees for back sleepers.</li>
<li>If you cannot sleep after about 20 minutes, get up and do something quiet until you feel sleepy.</li>
</ul>
<h2>When to ask for help</h2>
<p>Loud snoring, pauses in breathing, or daytime sleepiness can be signs of sleep apnea, which is treatable. Some pain medicines affect sleep and breathing, so review all of them with your care team.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-09',
    title: 'Preparing for Your First Pain Management Visit',
    excerpt: 'A little preparation helps you and your physician make the most of your first appointment. What to bring, what to expect, and questions to ask.',
    category: 'Patient Resources',
    author: PRACTICE,
    daysAgo: 36,
    content: `<p>Your first visit is mostly a conversation. Your physician wants to understand your pain, how it affects your life, and what you hope to be able to do again.</p>
<h2>What to bring</h2>
<ul>
<li>A photo ID and your insurance card</li>
<li>A list of all medicines and supplements, with doses</li>
<li>Recent imaging reports (MRI, CT, X-ray) and the names of other doctors you see</li>
<li>A short pain diary, if you keep one</li>
</ul>
<h2>Questions you might ask</h2>
<ol>
<li>What do you think is causing my pain?</li>
<li>What are my treatment options, and what are the risks of each?</li>
<li>What can I do at home between visits?</li>
<li>How will we know if the treatment is working?</li>
</ol>
<p>It can help to bring a family member or friend to take notes. If you need to reschedule, please call us at ${DEFAULT_PRACTICE.phone}.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-10',
    title: 'Keeping a Pain Diary That Actually Helps',
    excerpt: 'A simple daily record of pain, sleep and activity helps you notice patterns and gives your care team clearer information.',
    category: 'Patient Resources',
    author: LEE,
    daysAgo: 133,
    content: `<p>Memory is not a reliable record of pain. Bad days stand out, and good days are easy to forget. A short daily diary gives a truer picture and makes appointments more productive.</p>
<h2>What to write down</h2>
<ul>
<li>Your pain level morning and evening, from 0 (none) to 10 (worst imaginable)</li>
<li>Hours of sleep and how rested you felt</li>
<li>Activities, exercise and anything that made pain better or worse</li>
<li>Medicines taken, and any side effects</li>
<li>Mood, in a word or two</li>
</ul>
<h2>Keep it short</h2>
<p>Two minutes a day is enough. Paper works well; so does a notes app. Bring a summary of the last few weeks to your next visit rather than every page.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-11',
    title: 'What New Research Says About Exercise and Back Pain',
    excerpt: 'Large reviews continue to find that staying active is one of the most reliable ways to manage long-lasting low back pain. What that means in practice.',
    category: 'Research & Insights',
    author: RIVERA,
    daysAgo: 48,
    content: `<p>Over the past decade, many clinical trials and reviews have looked at exercise for chronic low back pain. Their overall message is consistent: exercise modestly reduces pain and improves function for many people, and it has few side effects.</p>
<h2>What kind of exercise?</h2>
<p>No single type of exercise clearly beats the others. Walking, Pilates, yoga, strength training and water exercise have all shown benefit. The best program is usually the one you enjoy and can keep doing.</p>
<h2>Reading the findings carefully</h2>
<ul>
<li>The benefits are usually moderate, not dramatic.</li>
<li>Results in studies are averages; individuals respond differently.</li>
<li>Programs supervised at first, then continued at home, tend to do well.</li>
</ul>
<p>If you would like to read more, the <a href="https://example.com/research/back-pain-exercise-review">summary of the evidence</a> is a good starting point. Ask your care team before starting a new program, especially after a recent procedure.</p>
${CARE_TEAM}`,
  },
  {
    id: 'article-12',
    title: 'Platelet-Rich Plasma: Promise and Open Questions',
    excerpt: 'Platelet-rich plasma (PRP) injections are widely discussed for joint and tendon pain. Here is a balanced look at what is known and what is not yet settled.',
    category: 'Research & Insights',
    author: CHEN,
    daysAgo: 156,
    content: `<p>Platelet-rich plasma (PRP) is made from a small sample of your own blood, spun to concentrate the platelets, and then injected into a painful joint or tendon. Platelets carry growth factors involved in healing, which is why PRP has drawn interest.</p>
<h2>What studies suggest</h2>
<p>Some studies of knee osteoarthritis and certain tendon problems report improvements in pain and function. Other studies show smaller or no benefits. Preparation methods differ widely, which makes results hard to compare.</p>
<h2>Things to consider</h2>
<ul>
<li>PRP is generally considered low risk, since it uses your own blood.</li>
<li>It is often not covered by insurance.</li>
<li>Benefits, when they occur, may take weeks to appear.</li>
</ul>
<p>PRP is not a cure, and it is not the right choice for everyone. Your physician can talk through whether it fits your situation and what the alternatives are.</p>
${CARE_TEAM}`,
  },
];

export const SEED_ARTICLES: SeedArticle[] = raw.map((a) => ({ ...a, slug: slugify(a.title) }));
