// The router API the portal uses, provided to every app under the `react-router-dom` singleton key
// (see tooling/federation-shared.cjs). A shared module ships whole; providing this list instead of
// the package lets the build drop the framework and server code no page runs. A test keeps every
// app's imports from `react-router-dom` within it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
