import { useStore } from '@nanostores/react';
import { FileClock, FileText, FolderOpen, MessageSquare, Users } from 'lucide-react';
import { useEffect } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ErrorState } from '../components/States';
import { $dashboard, loadDashboard } from '../stores/dashboard';
import { loadBuildStatus } from '../stores/settings';
import { $authors, $categories } from '../stores/taxonomy';
import { ComingUp } from './dashboard/ComingUp';
import { LatestComments } from './dashboard/LatestComments';
import { MemberStatCards } from './dashboard/MemberStatCards';
import { PostsChart } from './dashboard/PostsChart';
import { QuickDraft } from './dashboard/QuickDraft';
import { RebuildStatus } from './dashboard/RebuildStatus';
import { StatCard } from './dashboard/StatCard';
import { useCan } from '../lib/use-can';

export function Dashboard() {
  const dashboard = useStore($dashboard);
  const categories = useStore($categories);
  const authors = useStore($authors);
  const allowed = useCan();
  const moderates = allowed('content.manage');
  const reviews = allowed('posts.others');
  const administers = allowed('site.admin');

  useEffect(() => {
    void loadDashboard();
    void loadBuildStatus();
  }, []);

  return (
    <>
      <PageHeader title="Dashboard" description="An overview of your site's content and activity." actions={<RebuildStatus />} />
      {dashboard.error && <ErrorState message={dashboard.error} onRetry={() => void loadDashboard()} />}
      <section aria-label="Totals" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Posts" value={dashboard.totalPosts} Icon={FileText} tone="indigo" />
        <StatCard
          label="Total Categories"
          value={categories.loaded ? categories.items.length : null}
          Icon={FolderOpen}
          tone="emerald"
        />
        <StatCard label="Total Authors" value={authors.loaded ? authors.items.length : null} Icon={Users} tone="amber" />
        {moderates && <StatCard label="Total Comments" value={dashboard.totalComments} Icon={MessageSquare} tone="rose" />}
        {reviews && (
          <StatCard
            label="Needs review"
            value={dashboard.reviewQueue}
            Icon={FileClock}
            tone="violet"
            to="/admin/posts?review=1"
          />
        )}
        {administers && <MemberStatCards />}
      </section>
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        <PostsChart months={dashboard.perMonth} />
        <QuickDraft />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        {moderates && (
          <div className="xl:col-span-2">
            <LatestComments comments={dashboard.latestComments} />
          </div>
        )}
        <ComingUp posts={dashboard.upcoming} />
      </div>
    </>
  );
}
