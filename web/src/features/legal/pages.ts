/**
 * The legal pages as data (docs/product.md §1): one renderer, four texts. Each text is a function of the
 * practice configuration so the contact details are never written twice.
 */
import type { PracticeConfig } from '@common/practice';
import type { LegalPageId } from '@/config/navigation';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface LegalPage {
  /** Shown under the title; the disclaimer has none (docs/product.md §1). */
  effectiveDate: string | null;
  intro: string;
  sections: LegalSection[];
  /** Closing line before the contact address. */
  contactPrompt: string;
}

const NOT_MEDICAL_ADVICE =
  'The portal is for education only and is not medical advice. It does not replace a visit, diagnosis or treatment from your own doctor.';
const EMERGENCY = 'If you think you may have a medical emergency, call 911 right away.';

export function legalPages(practice: PracticeConfig): Record<LegalPageId, LegalPage> {
  const date = practice.legalEffectiveDate;
  const who = practice.name;
  return {
    privacy: {
      effectiveDate: date,
      intro: `This policy explains what information the PMC Portal keeps about you, why, and the choices you have. The portal is run by ${who} for its members.`,
      sections: [
        {
          heading: 'Who can use the portal',
          paragraphs: [
            'Access is for paid members of the practice only. You join with a membership code that the practice gives you.',
          ],
        },
        {
          heading: 'What we collect',
          bullets: [
            'Your name and e-mail address, when you create your account.',
            'The membership code you used and the date you joined.',
            'Messages you send us through Contact Support.',
            'Basic technical information, such as cookies and how pages are used (see our Cookie Policy).',
          ],
        },
        {
          heading: 'How we use it',
          bullets: [
            'To let you sign in and confirm your membership.',
            'To answer your questions and support requests.',
            'To keep the portal safe and to improve it.',
          ],
        },
        {
          heading: 'We do not sell your personal data',
          paragraphs: [
            'We never sell your personal information. We share it only with the services that run the portal for us, and only as much as they need to do that.',
          ],
        },
        {
          heading: 'Cookies, analytics and affiliate links',
          paragraphs: [
            'We use cookies and analytics to keep you signed in and to understand how the portal is used. Some product links are affiliate links: the store you visit may set affiliate tracking cookies. Our Cookie Policy explains more.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You may ask us to show, correct or delete the information we keep about you. Write to us at the address below and we will help.',
          ],
        },
      ],
      contactPrompt: 'Questions about your privacy? Write to us at',
    },
    terms: {
      effectiveDate: date,
      intro: `These terms apply when you use the PMC Portal of ${who}. By using the portal you agree to them.`,
      sections: [
        {
          heading: 'Membership',
          paragraphs: [
            'Access is for paid members only. You need a valid membership code from the practice to complete your account.',
          ],
        },
        {
          heading: 'Your account',
          bullets: [
            'Keep your password private.',
            'Do not share your sign-in details with anyone, including family members. Each member needs their own account.',
            'We may suspend an account that is shared or misused.',
          ],
        },
        {
          heading: 'Using the content',
          paragraphs: [
            'Articles, publications, resources and other material on the portal are for your personal, non-commercial use. Please do not copy, sell or publish them elsewhere.',
          ],
        },
        {
          heading: 'Not medical advice',
          paragraphs: [NOT_MEDICAL_ADVICE, EMERGENCY],
        },
        {
          heading: 'Affiliate links',
          paragraphs: [
            'Some product links are affiliate links. We may earn a commission if you buy through them, at no extra cost to you.',
          ],
        },
        {
          heading: 'Changes to these terms',
          paragraphs: ['If we change these terms, we will update the effective date above.'],
        },
      ],
      contactPrompt: 'Questions about these terms? Write to us at',
    },
    cookies: {
      effectiveDate: date,
      intro:
        'Cookies are small files that websites store in your browser. This page explains which ones the PMC Portal uses and how you can control them.',
      sections: [
        {
          heading: 'Cookies we use',
          bullets: [
            'Essential: keep you signed in and remember your "Remember me" choice. The portal cannot work without them.',
            'Analytics: tell us which pages are used, so we can improve the portal.',
            'Affiliate tracking cookies: set by partner stores when you follow a product link, so they know the visit came from us.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You can block or delete cookies in your browser settings. If you block essential cookies, you will not be able to sign in.',
          ],
        },
        {
          heading: 'We do not sell your personal data',
          paragraphs: ['Information collected through cookies is never sold.'],
        },
      ],
      contactPrompt: 'Questions about cookies? Write to us at',
    },
    disclaimer: {
      effectiveDate: null,
      intro: `Please read this before relying on anything in the PMC Portal of ${who}.`,
      sections: [
        {
          heading: 'Not medical advice',
          paragraphs: [
            NOT_MEDICAL_ADVICE,
            'Always talk with your doctor about your own situation, and never stop or change a treatment, or delay seeking care, because of something you read here.',
          ],
        },
        {
          heading: 'Emergencies',
          paragraphs: [EMERGENCY],
        },
        {
          heading: 'Affiliate links',
          paragraphs: [
            'This site contains affiliate links. If you buy through them we may earn a commission, at no extra cost to you. We only recommend products we believe may help our patients.',
          ],
        },
        {
          heading: 'Accuracy',
          paragraphs: [
            'We work to keep the information accurate and up to date, but medicine changes and we cannot promise that every page is complete or current.',
          ],
        },
      ],
      contactPrompt: 'Questions about this disclaimer? Write to us at',
    },
  };
}
