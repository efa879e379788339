import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '@portal/shared/contract';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { createReportLimit } from './report-limit';

/** What is logged of a violation: where, what and which rule; never a query string (reset links carry tokens). */
export interface CspViolation {
  page: string;
  blocked: string;
  directive: string;
}

/** A URL without its query and fragment; keywords such as `inline` or `eval` as they are. */
function withoutQuery(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.slice(0, 100);
  }
}

/** The violation in a `report-uri` body (`{"csp-report": {...}}`), or null when it is not one. */
export function violationOf(body: unknown): CspViolation | null {
  const report = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (typeof report !== 'object' || report === null) return null;
  return {
    page: withoutQuery(report['document-uri']),
    blocked: withoutQuery(report['blocked-uri']),
    directive: String(report['effective-directive'] ?? report['violated-directive'] ?? '').slice(0, 100),
  };
}

/** The most recent violations a sandbox keeps for its tests to read. */
const SANDBOX_KEPT = 100;

/**
 * Receives violation reports and logs each (warn); rate-limited per address like the load reports.
 * A sandbox also keeps the last ones: GET /api/sandbox/csp-reports reads them.
 */
export function registerCspReports(app: FastifyInstance, deps: PortableModuleDeps): void {
  const allowReport = createReportLimit(deps.database, 'csp-reports', deps.config.reportsPerAddressPerMinute);
  const kept: CspViolation[] = [];
  // Browsers send these bodies as application/csp-report.
  app.addContentTypeParser('application/csp-report', { parseAs: 'string', bodyLimit: 8192 }, (_request, text, done) => {
    try {
      done(null, JSON.parse(String(text)));
    } catch {
      done(null, null);
    }
  });
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: 8192,
      schema: {
        tags: ['telemetry'],
        summary: 'A Content-Security-Policy violation report (logged)',
        response: { 200: Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Null() }) },
      },
    },
    async (request) => {
      const violation = violationOf(request.body);
      if (violation && (await allowReport(request.ip))) {
        request.log.warn({ csp: violation }, 'content security policy violation');
        if (deps.config.mode === 'sandbox') {
          kept.push(violation);
          if (kept.length > SANDBOX_KEPT) kept.shift();
        }
      }
      return ok(null);
    },
  );
  if (deps.config.mode === 'sandbox') {
    app.get('/api/sandbox/csp-reports', { schema: { hide: true } }, async () => ok(kept));
  }
}
