/**
 * The bottom alert (../shared/spec/staff-app-spec.md §3, §4, §9): at the bottom of the screen, flat, in its colour with a white icon,
 * fading in and out, hidden after 4 s. Its state is ./alertStore.ts (`showAlert(colour, msg)` from anywhere).
 */
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { alertState, closeAlert, CLOSED_ALERT, subscribeAlert, type AlertColour, type AlertState } from './alertStore';

/** Each colour dark enough for white text (WCAG AA), in both themes. */
const BACKGROUND: Record<AlertColour, string> = {
  success: '#15803d',
  error: '#c62828',
  warning: '#b45309',
  info: '#0b6bcb',
};
const ICON: Record<AlertColour, ComponentType<{ style?: React.CSSProperties }>> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
};

export function BottomAlert() {
  const { t } = useTranslation();
  const alert = useSyncExternalStore(subscribeAlert, alertState, alertState);
  // The last alert shown stays drawn while it fades out (closing resets the store at once).
  const [last, setLast] = useState<AlertState>(CLOSED_ALERT);
  if (alert.dialog && alert !== last) setLast(alert);
  const colour = last.colour === 'none' ? 'info' : last.colour;
  const Icon = ICON[colour];

  return (
    <div
      className="app-bottom-alert"
      role="status"
      data-open={alert.dialog}
      data-colour={alert.colour}
      style={{ background: BACKGROUND[colour] }}
    >
      {last.dialog && (
        <>
          <Icon style={{ color: '#fff', fontSize: 18 }} />
          <span className="app-bottom-alert-text">{last.msg}</span>
          <button type="button" className="app-bottom-alert-close" aria-label={t('layout.closeAlert')} onClick={closeAlert}>
            <CloseOutlined />
          </button>
        </>
      )}
    </div>
  );
}
