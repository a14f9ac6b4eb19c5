import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { HomePage } from '../../home/components/home-page.tsx';

/** /login: renders home, opens the login pop-up and replaces the URL with / (spec §2). */
export function LoginRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    openPopup('loginPopupModal', {});
    void navigate('/', { replace: true });
  }, [navigate]);
  return <HomePage />;
}

/** /register: renders home and opens the registration pop-up with the query's referralCode. */
export function RegisterRoute() {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode');
  useEffect(() => {
    openPopup('registerModal', { referralCode });
  }, [referralCode]);
  return <HomePage />;
}
