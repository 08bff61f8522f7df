/**
 * The sample article of docs/product.md §2 ("Add PRP Therapy Article"): a complete, plainly written piece
 * about platelet-rich plasma therapy, filed under 'Pain Management' as docs/product.md §3 says (a category
 * the editor's list does not offer; firestore.rules accepts it for articles). Its picture ships
 * with the app (web/public/images), addressed in full on the portal's own origin (images are
 * stored as web addresses), so the sample needs no upload.
 */
import { PRACTICE } from '@/config/practice';
import type { FormValues } from './admin-kind';

export const SAMPLE_ARTICLE_CATEGORY = 'Pain Management';

const CONTENT = `<p>Platelet-rich plasma (PRP) therapy uses a small amount of your own blood to support healing in an injured tendon, ligament, muscle or joint. It has drawn a lot of attention in sports medicine and pain medicine, and patients often ask whether it could help them. This article explains what PRP is, how the treatment works, who may benefit, and what the evidence does and does not show.</p>
<h2>What is platelet-rich plasma?</h2>
<p>Blood is made of red cells, white cells, platelets and a liquid called plasma. Platelets are best known for clotting, but they also carry <strong>growth factors</strong>: proteins that signal cells to repair tissue and form new blood vessels. PRP is plasma with a higher concentration of platelets than normal blood, usually several times higher.</p>
<h2>How the treatment works</h2>
<ol>
<li><strong>A blood draw:</strong> a small amount of blood is taken from your arm, much like a routine blood test.</li>
<li><strong>Concentration:</strong> the blood is spun in a centrifuge, which separates the platelet-rich layer from the rest.</li>
<li><strong>The injection:</strong> the area is cleaned and numbed, and the PRP is injected into the injured tissue, often guided by ultrasound so it reaches the right spot.</li>
</ol>
<p>The whole visit usually takes under an hour. Because PRP comes from your own body, allergic reactions are very unlikely.</p>
<h2>Conditions it is used for</h2>
<ul>
<li>Knee osteoarthritis</li>
<li>Tennis elbow and other long-lasting tendon problems</li>
<li>Rotator cuff tendon irritation and partial tears</li>
<li>Plantar fasciitis and Achilles tendon pain</li>
<li>Some ligament and muscle injuries that heal slowly</li>
</ul>
<h2>What the research shows</h2>
<p>Studies of PRP for <em>knee osteoarthritis</em> and <em>tennis elbow</em> are the most encouraging: many people report less pain and better function for several months, sometimes up to a year. For other conditions the results are mixed, and preparations differ from clinic to clinic, which makes studies hard to compare. PRP is not a cure for arthritis and does not rebuild worn cartilage. It is best seen as one option within a broader plan that includes exercise and physical therapy.</p>
<h2>What to expect afterwards</h2>
<ul>
<li>Soreness at the injection site for a few days is common; it is part of the healing response.</li>
<li>Your physician may ask you to avoid anti-inflammatory pain relievers such as ibuprofen for a while, since they can dampen that response.</li>
<li>Improvement is gradual, usually over several weeks. Some people benefit from a second or third injection.</li>
<li>A guided return to activity, often with physical therapy, helps the treated tissue get stronger.</li>
</ul>
<h2>Risks and costs</h2>
<p>Serious side effects are rare. As with any injection, there is a small risk of infection, bleeding, nerve irritation or a temporary flare of pain. PRP is often not covered by insurance, so ask about the cost before your visit.</p>
<h2>Is PRP right for you?</h2>
<p>PRP may be worth discussing if a tendon or joint problem has not improved with rest, exercise and physical therapy, and you would like to avoid or delay surgery. It may not be suitable if you have certain blood disorders, an active infection, or cancer, or if you take blood thinners that cannot be paused. Your physician will review your history and imaging to decide together with you.</p>
<p><em>This article is general education, not medical advice. Talk to your care team about what is right for you.</em></p>`;

/** The sample's form values (the admin store derives its slug from the title). */
export function sampleArticleValues(origin: string = window.location.origin): FormValues {
  return {
    title: 'PRP Therapy: How Platelet-Rich Plasma Supports Healing',
    image: `${origin}/images/prp-therapy.svg`,
    category: SAMPLE_ARTICLE_CATEGORY,
    author: PRACTICE.authors[0] ?? PRACTICE.name,
    excerpt:
      'Platelet-rich plasma (PRP) therapy uses a concentrate of your own blood platelets to support the repair of tendons, ligaments and joints. Learn how it works, who it may help, and what the research shows.',
    content: CONTENT,
  };
}
