/**
 * How to reach the practice (docs/decisions/0011-practice-configuration.md), neutral demo values:
 * what every screen shows, the sign-in screens included. Its own module so that they download none
 * of the rest of the practice's configuration (common/practice.ts, which includes these in
 * DEFAULT_PRACTICE).
 */
export interface PracticeContact {
  name: string;
  shortName: string;
  phone: string;
  membersEmail: string;
  officeHours: string;
}

export const DEFAULT_PRACTICE_CONTACT: PracticeContact = {
  name: 'Pain Medicine Consultants',
  shortName: 'PMC',
  phone: '(555) 010-0123',
  membersEmail: 'members@pmc-portal.example',
  officeHours: 'Mon-Fri 9am-4:30pm PST',
};
