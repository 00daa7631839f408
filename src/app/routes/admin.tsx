// /admin: the administrators' dashboard (the router guards it with RequireAdmin).
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export function Component() {
  return <AdminDashboard />;
}
