/** One command: its words, what it does, and the HTTP call it makes to the running API. */
export interface SandboxCommand {
  usage: string;
  summary: string;
  /** An operator call (`/api/admin/...`, any mode): sent with ADMIN_TOKEN as the bearer token. */
  admin?: boolean;
  /** The call for the given arguments, or null when they do not fit the usage. */
  call(args: string[]): { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown } | null;
}

const phoneOrId = (who: string) => (/^\d{11}$/.test(who) ? { phone: who } : { user_id: who });

/** A purchase or refund on a card: the two differ only in their path. */
function cardActivity(kind: 'spend' | 'refund', summary: string): SandboxCommand {
  return {
    usage: `${kind} <card id> <amount> <merchant name>`,
    summary,
    call: ([id, amount, merchant]) =>
      id && amount && merchant
        ? {
            method: 'POST',
            path: `/api/sandbox/admin/cards/${encodeURIComponent(id)}/${kind}`,
            body: { amount, merchant_name: merchant },
          }
        : null,
  };
}

/** An operator's decision on a top-up request. */
function topUpDecision(decision: 'approve' | 'reject', summary: string): SandboxCommand {
  return {
    usage: `${decision}-top-up <request id>`,
    summary,
    admin: true,
    call: ([id]) =>
      id ? { method: 'POST', path: `/api/admin/top-up-requests/${encodeURIComponent(id)}/${decision}` } : null,
  };
}

/** The sandbox admin calls and the operator calls, as commands; `pnpm --filter @portal/api sandbox help` lists them. */
export const COMMANDS: Record<string, SandboxCommand> = {
  outbox: {
    usage: 'outbox <phone or e-mail>',
    summary: 'codes and links sent to that target, newest first',
    call: ([to]) => (to ? { method: 'GET', path: `/api/sandbox/outbox?to=${encodeURIComponent(to)}` } : null),
  },
  customer: {
    usage: 'customer <phone> <password> [e-mail]',
    summary: 'create a customer without codes (e-mail bound when given)',
    call: ([phone, password, email]) =>
      phone && password
        ? { method: 'POST', path: '/api/sandbox/admin/customers', body: { phone, password, ...(email && { email }) } }
        : null,
  },
  'top-up': {
    usage: 'top-up <phone or user id> <USD|CNY> <amount>',
    summary: "credit a customer's wallet",
    call: ([who, currency, amount]) =>
      who && currency && amount
        ? { method: 'POST', path: '/api/sandbox/admin/wallet/top-up', body: { ...phoneOrId(who), currency, amount } }
        : null,
  },
  freeze: {
    usage: 'freeze <phone or user id>',
    summary: "freeze a customer's wallet (the portal hears FREEZE)",
    call: ([who]) =>
      who
        ? { method: 'PUT', path: '/api/sandbox/admin/wallet/status', body: { ...phoneOrId(who), frozen: true } }
        : null,
  },
  unfreeze: {
    usage: 'unfreeze <phone or user id>',
    summary: "unfreeze a customer's wallet",
    call: ([who]) =>
      who
        ? { method: 'PUT', path: '/api/sandbox/admin/wallet/status', body: { ...phoneOrId(who), frozen: false } }
        : null,
  },
  'seed-cards': {
    usage: 'seed-cards <phone or user id> <count up to 10000>',
    summary: 'give a customer many cards at once (no money moves), for demos and scale tests',
    call: ([who, count]) =>
      who && count && /^\d+$/.test(count)
        ? { method: 'POST', path: '/api/sandbox/admin/cards/seed', body: { ...phoneOrId(who), count: Number(count) } }
        : null,
  },
  announce: {
    usage: 'announce <title> <content>',
    summary: 'post an announcement to every customer',
    call: ([title, content]) =>
      title && content ? { method: 'POST', path: '/api/sandbox/admin/announcements', body: { title, content } } : null,
  },
  message: {
    usage: 'message <phone or user id> <title> <content>',
    summary: 'send a station message to one customer',
    call: ([who, title, content]) =>
      who && title && content
        ? { method: 'POST', path: '/api/sandbox/admin/messages', body: { ...phoneOrId(who), title, content } }
        : null,
  },
  spend: cardActivity('spend', 'a purchase on a card'),
  refund: cardActivity('refund', 'a refund to a card'),
  issuer: {
    usage: 'issuer <latency ms> <failure rate 0..1>',
    summary: "set the card issuer's latency and failure rate",
    call: ([latency, rate]) =>
      latency && rate
        ? {
            method: 'PUT',
            path: '/api/sandbox/admin/issuer',
            body: { latency_ms: Number(latency), failure_rate: Number(rate) },
          }
        : null,
  },
  branding: {
    usage: 'branding <title> <MERCHANT_COLOR_BLUE|_ORANGE|_PURPLE|_RED|_YELLOW>',
    summary: "change the merchant's title and colour",
    call: ([title, color]) =>
      title && color ? { method: 'PUT', path: '/api/sandbox/admin/merchant', body: { title, color } } : null,
  },
  'top-ups': {
    usage: 'top-ups [PENDING|APPROVED|REJECTED]',
    summary: "customers' top-up requests, oldest first (operator key)",
    admin: true,
    call: ([status]) => ({
      method: 'GET',
      path: `/api/admin/top-up-requests?page_size=100${status ? `&status=TOP_UP_STATUS_${encodeURIComponent(status)}` : ''}`,
    }),
  },
  'approve-top-up': topUpDecision('approve', 'credit a pending top-up request (operator key)'),
  'reject-top-up': topUpDecision('reject', 'turn down a pending top-up request (operator key)'),
};
