/** API settings from the environment, with the defaults the local start uses. */
export interface ApiConfig {
  host: string;
  port: number;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
