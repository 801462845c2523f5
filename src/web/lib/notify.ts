import { notifications } from '@mantine/notifications';
import { Check, X } from 'lucide-react';
import { createElement } from 'react';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', icon: createElement(Check, { size: 18 }) });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', icon: createElement(X, { size: 18 }) });
}
