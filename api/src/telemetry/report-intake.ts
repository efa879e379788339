import type { RemoteLoadReport } from '@portal/shared/contract';
import type { PortableModuleDeps } from '../platform/module';
import { recordPageView } from './load-counts';
import { isPinned } from './pinned';
import { createReportLimit, HOUR_MS } from './report-limit';
import { readReportToken } from './report-token';

/**
 * Decides whether a load report counts, and records it when it does: it needs a valid report token
 * of the merchant it names (a page view of that merchant's portal), a remote and pin that merchant
 * gets now, and room in its address's hourly share; each page view counts once per remote and pin.
 */
export function createReportIntake(deps: PortableModuleDeps, secret: () => Buffer) {
  const allowView = createReportLimit(deps.database, 'report-views', deps.config.reportViewsPerAddressPerHour, HOUR_MS);
  return async (report: RemoteLoadReport, token: string | null, address: string): Promise<boolean> => {
    const ticket = token === null ? null : readReportToken(secret(), token);
    if (!ticket || ticket.merchant !== report.merchant) return false;
    if (!(await isPinned(deps.config.pinsDir, report.merchant, report.remote, report.version))) return false;
    if (!(await allowView(address))) return false;
    return recordPageView(deps.database, ticket.view, report);
  };
}
