import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export function AppNotifications() {
  return <Notifications position="top-right" autoClose={3000} />;
}
