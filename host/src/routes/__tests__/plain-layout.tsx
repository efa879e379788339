import { Outlet } from 'react-router-dom';

/**
 * Stands in for the main layout in the route tests: the header's own data (account, live events,
 * batch status) is tested with the layout; these tests are about which page a path leads to.
 */
export function MainLayout() {
  return (
    <div data-testid="main-layout">
      <Outlet />
    </div>
  );
}
