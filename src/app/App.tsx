import { Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import authProvider from './auth/authProvider';
import dataProvider from './dataProvider';
import i18nProvider from './i18nProvider';
import LoginPage from './login/LoginPage';
import { useMasterResources } from './masterResources';
import ErrorPage from './routes/ErrorPage';
import { implementedPages } from './routes/implementedPages';
import { lazyPage } from './routes/lazyPage';
import LoadingPage from './routes/LoadingPage';
import NoPermission from './routes/NoPermission';
import PermissionGuard from './routes/PermissionGuard';
import { theme } from './theme';
import AdminNotification from './toast/AdminNotification';
import { routeCatalogue, type CatalogueRoute } from '../shared/routeCatalogue';

// Everything behind the sign-in loads lazily, so /login only downloads the login form.
const Layout = lazyPage(() => import('./layout/Layout'));
const NotAvailable = lazyPage(() => import('./routes/NotAvailable'));
const CollaborationFrame = lazyPage(() => import('./routes/CollaborationFrame'));
const ForgotPasswordPage = lazyPage(() => import('./login/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./login/ResetPasswordPage'));
const MismatchPage = lazyPage(() => import('./routes/MismatchPage'));

const FullPageLoading = () => (
  <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <LoadingPage />
  </div>
);

function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Layout>
        <Suspense fallback={<LoadingPage />}>{children}</Suspense>
      </Layout>
    </Suspense>
  );
}

const NotFound = () => <ErrorPage />;

const publicPage = (page: ReactNode) => <Suspense fallback={<FullPageLoading />}>{page}</Suspense>;

/** The screen of one catalogue route, inside its permission guard. */
function routeElement({ path, kind, sameAs }: CatalogueRoute): ReactNode {
  if (sameAs) return <Navigate to={sameAs} replace />;
  let page: ReactNode;
  switch (kind) {
    case 'page': {
      const Page = implementedPages[path];
      page = Page ? <Page /> : <NotAvailable path={path} />;
      break;
    }
    case 'collaboration':
      page = <CollaborationFrame path={path} />;
      break;
    case 'master': // served by useMasterResources (a resource, or this placeholder when there is no schema)
    case 'unavailable':
      page = <NotAvailable path={path} />;
      break;
  }
  return <PermissionGuard path={path}>{page}</PermissionGuard>;
}

// Master routes come with the schemas, after sign-in (useMasterResources).
const signedInRoutes = routeCatalogue.filter((route) => route.kind !== 'master');

export default function App() {
  const masterResources = useMasterResources();
  return (
    <Admin
      title="HR Console"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      theme={theme}
      notification={AdminNotification}
      error={ErrorPage}
      catchAll={NotFound}
      accessDenied={NoPermission}
      loading={FullPageLoading}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/forgotPassword" element={publicPage(<ForgotPasswordPage />)} />
        <Route path="/resetPassword" element={publicPage(<ResetPasswordPage />)} />
        <Route path="/mismatch" element={publicPage(<MismatchPage />)} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        {signedInRoutes.map((route) => (
          <Route key={route.path} path={route.path} caseSensitive element={routeElement(route)} />
        ))}
      </CustomRoutes>
      {masterResources}
    </Admin>
  );
}
