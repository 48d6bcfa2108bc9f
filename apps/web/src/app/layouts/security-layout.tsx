import { Outlet } from 'react-router';
import { HeaderExtrasContext } from '../../components/layout/header-extras';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

/** The guard's screen draws its own header; this puts the notification bell in it. */
export default function SecurityLayout() {
  return (
    <HeaderExtrasContext value={<NotificationBell />}>
      <Outlet />
    </HeaderExtrasContext>
  );
}
