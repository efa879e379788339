import { createStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { completeSignIn, PATHS } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { MainLayout } from '../main-layout';

/** Shows where the router is and the navigation state it carries. */
function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state ?? null)}`}</p>;
}

const SIGNED_IN_PATHS = [
  PATHS.wallet,
  PATHS.card,
  PATHS.createCard,
  PATHS.cardDetails,
  PATHS.bulkExport,
  PATHS.createCardVerification,
  PATHS.createCardSecondaryVerification,
  PATHS.settings,
  PATHS.informationCenter,
  PATHS.announcementDetails,
  PATHS.transactions,
  PATHS.transactionDetails,
];

/** The main layout around stand-in pages at `route`, signed in with a fresh store. */
export function renderLayout(route: string, store = createStore()): ReturnType<typeof renderWithPortal> {
  completeSignIn('layout-token', store);
  return renderWithPortal(
    <Routes>
      <Route element={<MainLayout />}>
        {SIGNED_IN_PATHS.map((path) => (
          <Route key={path} path={path} element={<Where />} />
        ))}
      </Route>
      <Route path={PATHS.agreement} element={<Where />} />
      <Route path={PATHS.signIn} element={<Where />} />
    </Routes>,
    { route, store },
  );
}
