import type { PortableModule } from '../platform/module';
import { AddressGate } from './address-gate';
import type { AccountsContext } from './context';
import { registerAccountInfoRoute } from './account-info-route';
import { registerBindEmailRoute } from './bind-email-route';
import { registerChangeEmailRoute } from './change-email-route';
import { registerChangePasswordRoute } from './change-password-route';
import { registerLoginRoutes } from './login-routes';
import { registerOutboxRoutes } from './outbox-routes';
import { registerSandboxCustomerRoutes } from './sandbox-customer-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegisterRoutes } from './register-routes';
import { registerSendCodeRoutes } from './send-code-routes';
import { registerSessionRoutes } from './session-routes';
import { limitPasswordWork } from './passwords';
import { createTransport } from './create-transport';
import { createOutbox } from './outbox';

export { DEMO_ACCOUNT, seedDemoAccount } from './demo-account';
export type { CodeTransport, OutgoingMessage } from './transport';

/** Where e-mailed links point: PORTAL_ORIGIN, else the merchant's website. */
const portalOrigin = (fallback: string) => (process.env.PORTAL_ORIGIN ?? fallback).replace(/\/+$/, '');

/** Accounts, verification codes and the sandbox outbox. */
export const registerAccounts: PortableModule = (app, deps) => {
  const outbox = createOutbox(deps.database);
  const context: AccountsContext = {
    database: deps.database,
    transport: createTransport(outbox),
    requireUser: deps.requireUser,
    brand: { title: deps.config.merchant.title, portalOrigin: portalOrigin(deps.config.merchant.website) },
    codeSendLimits: deps.config.codeSends,
    signInLimits: deps.config.signIn,
    addressGate: new AddressGate(deps.database, deps.config.signIn),
  };
  limitPasswordWork(deps.config.signIn);
  registerSendCodeRoutes(app, context);
  registerLoginRoutes(app, context);
  registerRegisterRoutes(app, context);
  registerAccountInfoRoute(app, context);
  registerBindEmailRoute(app, context);
  registerPasswordRoutes(app, context);
  registerChangePasswordRoute(app, context);
  registerChangeEmailRoute(app, context);
  registerSessionRoutes(app, context);
  if (deps.config.mode === 'sandbox') {
    registerOutboxRoutes(app, outbox);
    registerSandboxCustomerRoutes(app, deps.database);
  }
};
