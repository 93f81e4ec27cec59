import { useEffect, useRef } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { showToast } from './toastStore';
import { ToastHost } from './ToastHost';

/**
 * Drop-in for <Admin notification={AdminNotification}>: react-admin's useNotify queue is drained into the
 * application's toast gate, so its messages obey the same one-at-a-time rule as ours.
 */
export function AdminNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // StrictMode runs effects twice; a notification must be forwarded (and its mutation committed) once.
  const forwarded = useRef(new WeakSet<NotificationPayload>());
  const mutationsToCommit = useRef(0);

  useEffect(() => {
    const fresh = notifications.filter(notification => !forwarded.current.has(notification));
    if (fresh.length === 0) return;
    for (const notification of fresh) {
      forwarded.current.add(notification);
      const { message, type, notificationOptions } = notification;
      if (notificationOptions?.undoable) mutationsToCommit.current += 1;
      showToast(typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message, type);
    }
    setNotifications(queue => queue.filter(notification => !fresh.includes(notification)));
  }, [notifications, setNotifications, translate]);

  // react-admin's own Notification commits an undoable mutation when its snackbar closes. Our toasts have no
  // Undo button and close after 1 s, so commit right away; otherwise undoable edits and deletes never reach the
  // server. takeMutation only yields one mutation per render, hence one per run.
  useEffect(() => {
    if (mutationsToCommit.current === 0) return;
    const mutation = takeMutation();
    if (!mutation) return;
    mutationsToCommit.current -= 1;
    mutation({ isUndo: false });
  }, [takeMutation, notifications]);

  return <ToastHost />;
}

export default AdminNotification;
