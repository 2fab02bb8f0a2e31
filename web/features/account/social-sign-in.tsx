import { useTranslation } from 'react-i18next';
import { socialSignInPaths } from '../../../common/api/endpoint-routes';
import { useSocialProviders } from '../../lib/api/social-providers';

/**
 * Google and Facebook sign-in, each shown only when the site offers it. They are plain links: the
 * server redirects to the provider and back, then to the profile.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const { data } = useSocialProviders();
  if (!data || (!data.google && !data.facebook)) return null;
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t('account.or')}</p>
      {data.google && (
        <a className="button social-sign-in__button" href={socialSignInPaths.google}>
          {t('account.google')}
        </a>
      )}
      {data.facebook && (
        <a className="button social-sign-in__button" href={socialSignInPaths.facebook}>
          {t('account.facebook')}
        </a>
      )}
    </div>
  );
}
