import type { RemoteName } from './remote-names';

/**
 * The page modules each remote exposes, declared for the host's type checker (type generation is
 * off). A test checks this list against every remote's federation config.
 */
export interface RemoteModules {
  'remote-auth':
    | './SignIn'
    | './SignUp'
    | './SignEmail'
    | './ForgetPassword'
    | './ChangePasswordCheck'
    | './ResetPassword'
    | './Agreement'
    | './Settings';
  'remote-cards':
    | './Wallet'
    | './CardList'
    | './CreateCard'
    | './CreateCardVerification'
    | './CreateCardSecondaryVerification'
    | './CardDetails'
    | './BulkExport';
  'remote-messages': './InformationCenter' | './AnnouncementDetails';
}

export type RemoteModuleRef = { [R in RemoteName]: { remote: R; expose: RemoteModules[R] } }[RemoteName];
