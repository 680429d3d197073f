import { Outlet } from 'react-router';

// Being built (issue 4): sidebar, guard and logout.
export function DashboardLayout() {
  return <Outlet />;
}
