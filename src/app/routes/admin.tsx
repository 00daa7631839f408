// /admin: the administrators' dashboard (the router guards it with RequireAdmin). Its review queue edits ideas
// with the ideas feature's editor, composed here.
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminIdeaEditor } from '@/features/ideas/components/admin-idea-editor';

export function Component() {
  return <AdminDashboard ideaEditor={AdminIdeaEditor} />;
}
