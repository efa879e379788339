import type { ApiModule } from '../platform/module';

/** Accounts, verification codes and the sandbox outbox. */
export const registerAccounts: ApiModule = () => undefined;
