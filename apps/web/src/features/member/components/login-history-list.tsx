import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { DeviceIcon, PhoneIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { loginHistoryQueryOptions } from '../api/login-history.ts';
import { describeDevice } from '../lib/describe-device.ts';

/** The member's recent logins (GET /wps/session/history): time, IP and device, this session marked. */
export function LoginHistoryList() {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const { data: history, isPending, isError } = useQuery(loginHistoryQueryOptions(token));
  if (isPending) return <LoadingBlock height={160} />;
  if (isError || !history?.length) return <p className="sc-empty">{t('securityCenter.historyEmpty')}</p>;
  return (
    <div className="sc-history" data-testid="login-history">
      <div className="sc-history__head" aria-hidden="true">
        <span>{t('securityCenter.historyTime')}</span>
        <span>{t('securityCenter.historyIp')}</span>
        <span>{t('securityCenter.historyDevice')}</span>
      </div>
      <ul>
        {history.map((item) => {
          const device = describeDevice(item.device);
          const name =
            [device.browser, device.system].filter(Boolean).join(' · ') || t('securityCenter.unknownDevice');
          return (
            <li key={`${item.time}-${item.ip ?? ''}`} className={item.current ? 'is-current' : undefined}>
              <span className="sc-history__time">{formatDateTime(item.time)}</span>
              <span className="sc-history__ip sc-mono">{item.ip ?? '—'}</span>
              <span className="sc-history__device" title={item.device ?? undefined}>
                {device.mobile ? <PhoneIcon /> : <DeviceIcon />}
                {name}
                {item.current ? (
                  <span className="sc-badge sc-badge--done">{t('securityCenter.thisDevice')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
