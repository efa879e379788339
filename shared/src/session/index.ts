export { requestToken, sessionAtom, type Session } from './session-state';
export { beginSignIn, completeSignIn, logout } from './sign-in';
export { signOut } from './sign-out';
export { useSignOut } from './use-sign-out';
