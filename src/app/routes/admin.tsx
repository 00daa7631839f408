// /admin: the administrators' dashboard (the router guards it with RequireAdmin). Its review queue edits ideas
// with the ideas feature's editor, and its Roadmap tab is the roadmap feature's editor, both composed here.
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminIdeaEditor } from '@/features/ideas/components/admin-idea-editor';
import { RoadmapEditor } from '@/features/roadmap/components/roadmap-editor';

export function Component() {
  return <AdminDashboard ideaEditor={AdminIdeaEditor} roadmapEditor={RoadmapEditor} />;
}
