// The router API the portal uses, provided to every app under the `react-router-dom` singleton key
// (see tooling/federation-shared.cjs). A shared module ships whole; providing this list instead of
// the package lets the build drop the data router, the framework and the server code no page runs.
// A test keeps every app's imports from `react-router-dom` within it.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useSearchParams,
} from 'react-router';
