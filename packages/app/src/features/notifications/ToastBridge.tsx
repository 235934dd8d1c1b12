import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@wellness/ui/components/Toast';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPendingNotifications } from './selectors';
import { notificationText } from './notificationText';
import { notificationShown } from './slice';

export { notificationText };

/** Shows the toasts the sagas queue, in the current language. Renders nothing itself. */
export function ToastBridge() {
  const pending = useAppSelector(selectPendingNotifications);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const intl = useIntl();

  useEffect(() => {
    for (const notification of pending) {
      toast.show({
        kind: notification.kind,
        message: notificationText(intl, notification.message),
        duration: notification.durationMs,
      });
      dispatch(notificationShown(notification.key));
    }
  }, [pending, toast, intl, dispatch]);

  return null;
}
