// What the shell provides as the shared `react-router-dom` singleton: only the parts our browser
// bundles use. Module federation cannot tell which exports its consumers need, so sharing the
// package itself ships all of react-router 7 (data routers, server rendering, RSC: 60 KB gzipped);
// sharing this module lets webpack drop the rest. shared-modules.spec.ts fails when a frontend
// imports something that is not listed here.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
