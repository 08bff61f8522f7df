/** The Insights report through the staff callable getInsights (it needs App Check, like every staff callable). */
import { httpsCallable } from 'firebase/functions';
import { CALLABLES } from '@common/callable-contracts';
import type { InsightsReport } from '@common/insights';
import { getAppFunctions } from '@/lib/firebase/functions';

export async function loadInsights(): Promise<InsightsReport> {
  return (await httpsCallable<void, InsightsReport>(getAppFunctions(), CALLABLES.getInsights)()).data;
}
