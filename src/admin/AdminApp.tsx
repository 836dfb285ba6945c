import { useStore } from '@nanostores/react';
import type { Capability } from '@/shared/roles';
import { Allowed } from './components/Allowed';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { AdminLayout } from './components/layout/AdminLayout';
import { LoadingState } from './components/States';
import { Toaster } from './components/Toaster';
import { TwoFactorRequired } from './components/TwoFactorRequired';
import { api } from '@/browser/api';
import type { TwoFactorStatus } from '@/shared/types';
import { AuthorForm } from './routes/AuthorForm';
import { Authors } from './routes/Authors';
import { Categories } from './routes/Categories';
import { Comments } from './routes/Comments';
import { Deliveries } from './routes/Deliveries';
import { Followers } from './routes/Followers';
import { History } from './routes/History';
import { Mailbox } from './routes/Mailbox';
import { Members } from './routes/Members';
import { Messages } from './routes/Messages';
import { Newsletters } from './routes/Newsletters';
import { Pages } from './routes/Pages';
import { Posts } from './routes/Posts';
import { Questions } from './routes/Questions';
import { Settings } from './routes/Settings';
import { Snippets } from './routes/Snippets';
import { Subscribers } from './routes/Subscribers';
import { Users } from './routes/Users';
import { confirmAdmin } from '@/stores/admin-access';
import { $settings, loadSettings } from './stores/settings';

// The charts and the rich-text editor are the heavy parts: they load when their screen opens.
const Dashboard = lazy(() => import('./routes/Dashboard').then((m) => ({ default: m.Dashboard })));
const PostEditor = lazy(() => import('./editor/PostEditor').then((m) => ({ default: m.PostEditor })));
const PageEdit = lazy(() => import('./routes/PageEdit').then((m) => ({ default: m.PageEdit })));
const Analytics = lazy(() => import('./routes/Analytics').then((m) => ({ default: m.Analytics })));
const AnalyticsPost = lazy(() => import('./routes/AnalyticsPost').then((m) => ({ default: m.AnalyticsPost })));

/** Everything below renders only once the server has confirmed a staff member; readers go home. */
function Guard() {
  const [allowed, setAllowed] = useState(false);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const { pathname } = useLocation();
  const settings = useStore($settings);

  useEffect(() => {
    void confirmAdmin().then((ok) => {
      if (!ok) location.replace('/');
      else {
        setAllowed(true);
        loadSettings().catch(() => undefined);
        api
          .get<TwoFactorStatus>('/auth/2fa')
          .then(({ data }) => setNeedsSecondFactor(data.required && !data.totp && data.passkeys === 0))
          .catch(() => undefined);
      }
    });
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (settings?.title) document.title = settings.title;
  }, [settings?.title]);

  if (!allowed) return <LoadingState label="Checking access..." />;
  if (needsSecondFactor) return <TwoFactorRequired />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}

/** A screen behind the capability its role needs. */
const guarded = (can: Capability, element: ReactNode) => <Allowed can={can}>{element}</Allowed>;

const router = createBrowserRouter([
  {
    path: '/admin',
    element: <Guard />,
    children: [
      { path: 'posts/new', element: guarded('posts.write', <PostEditor />) },
      { path: 'posts/edit/:id', element: guarded('posts.write', <PostEditor />) },
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <Dashboard /> },
          { path: 'posts', element: guarded('posts.write', <Posts />) },
          { path: 'analytics', element: guarded('posts.write', <Analytics />) },
          { path: 'analytics/posts/:id', element: guarded('posts.write', <AnalyticsPost />) },
          { path: 'pages', element: guarded('content.manage', <Pages />) },
          { path: 'pages/edit/:id', element: guarded('content.manage', <PageEdit />) },
          { path: 'snippets', element: guarded('content.manage', <Snippets />) },
          { path: 'categories', element: guarded('content.manage', <Categories />) },
          { path: 'comments', element: guarded('content.manage', <Comments />) },
          { path: 'questions', element: guarded('posts.others', <Questions />) },
          { path: 'messages', element: guarded('site.admin', <Messages />) },
          { path: 'members', element: guarded('site.admin', <Members />) },
          { path: 'subscribers', element: guarded('site.admin', <Subscribers />) },
          { path: 'newsletters', element: guarded('site.admin', <Newsletters />) },
          { path: 'mailbox', element: guarded('site.admin', <Mailbox />) },
          { path: 'authors', element: guarded('content.manage', <Authors />) },
          { path: 'authors/new', element: guarded('content.manage', <AuthorForm />) },
          { path: 'authors/edit/:id', element: guarded('content.manage', <AuthorForm />) },
          { path: 'users', element: guarded('site.admin', <Users />) },
          { path: 'settings', element: guarded('site.admin', <Settings />) },
          { path: 'history', element: guarded('site.admin', <History />) },
          { path: 'followers', element: guarded('site.admin', <Followers />) },
          { path: 'posts/:id/deliveries', element: guarded('site.admin', <Deliveries />) },
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

export default function AdminApp() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
