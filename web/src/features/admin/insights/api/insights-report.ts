/** The Insights report through the staff callable getInsights (it needs App Check, like every staff callable). */
import { httpsCallable } from 'firebase/functions';
import type { InsightsReport } from '@common/insights';
import { getAppFunctions } from '@/lib/firebase/functions';

const GET_INSIGHTS = 'getInsights';

export async function loadInsights(): Promise<InsightsReport> {
  return (await httpsCallable<void, InsightsReport>(getAppFunctions(), GET_INSIGHTS)()).data;
}
