/** Where the host reports how a remote's page went: no personal data, only what ran and how it went. */
export const REMOTE_LOAD_REPORT_PATH = '/api/v1/telemetry/remote-load';

/**
 * How a remote page went for the customer: `rendered` once it mounted without its error boundary
 * catching, `render-failed` when it threw while rendering, `load-failed` when its entry or a chunk
 * could not be loaded.
 */
export const REMOTE_PAGE_OUTCOMES = ['rendered', 'render-failed', 'load-failed'] as const;
export type RemotePageOutcome = (typeof REMOTE_PAGE_OUTCOMES)[number];

/**
 * One page view's outcome of a remote in a browser: the merchant (host name), the pin it ran and how
 * it went. It counts only with the page view's report token (a cookie the API sets on the branding
 * call the host makes at boot), once per page view, remote and pin.
 */
export interface RemoteLoadReport {
  merchant: string;
  /** A remote's name (`remote-cards`), as in the pins. */
  remote: string;
  /** The pin: a version folder or the folder URL of another origin. */
  version: string;
  outcome: RemotePageOutcome;
}

/** What the API answers a report: whether it was counted (a report without a valid token, or of no pin, is not). */
export interface RemoteLoadReceipt {
  counted: boolean;
}

/** What the operators' call answers: each pin's page views in a time window, by merchant and remote. */
export interface RemoteLoadCounts {
  merchant: string;
  remote: string;
  version: string;
  /** Distinct page views that reported this pin. */
  views: number;
  render_failed: number;
  load_failed: number;
  last_at: string;
}

/** Where browsers send Content-Security-Policy violations (the edges' `report-uri`); the API logs them. */
export const CSP_REPORT_PATH = '/api/v1/csp-report';
