import type { FastifyRequest } from 'fastify';

/** The browser (User-Agent) and client address a sign-in came from, kept for the settings screen's lists. */
export interface SignInClient {
  userAgent: string | null;
  ip: string;
}

/** Longer User-Agents are cut: enough for any real browser's, bounded for the database. */
const USER_AGENT_MAX_LENGTH = 512;

export function signInClientOf(request: FastifyRequest): SignInClient {
  const agent = request.headers['user-agent'];
  return { userAgent: agent ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null, ip: request.ip };
}
