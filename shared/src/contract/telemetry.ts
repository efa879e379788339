/** Where the host reports how loading a remote went: no personal data, only what ran and how it went. */
export const REMOTE_LOAD_REPORT_PATH = '/api/v1/telemetry/remote-load';

/** One load of a remote in a browser: the merchant (host name), the pin it ran, and whether it loaded. */
export interface RemoteLoadReport {
  merchant: string;
  /** A remote's name (`remote-cards`), as in the pins. */
  remote: string;
  /** The pin: a version folder or the folder URL of another origin. */
  version: string;
  ok: boolean;
}

/** What the operators' call answers: every pin's load counts of a merchant and remote. */
export interface RemoteLoadCounts {
  merchant: string;
  remote: string;
  version: string;
  ok: number;
  failed: number;
  last_at: string;
}

/** Where browsers send Content-Security-Policy violations (the edges' `report-uri`); the API logs them. */
export const CSP_REPORT_PATH = '/api/v1/csp-report';
