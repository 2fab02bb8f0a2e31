import { useTranslation } from 'react-i18next';
import { socialSignInPaths } from '../../../common/api/endpoint-routes';
import { useSocialProviders } from '../../lib/api/social-providers';

/**
 * Google and Facebook sign-in, each shown only when the site offers it. They are plain links: the
 * server redirects to the provider and back, then to the profile (or to the login screen with the
 * reason it did not work). On the login screen the remember-me choice goes along.
 */
export function SocialSignIn({ remember = false }: { remember?: boolean }) {
  const { t } = useTranslation();
  const { data } = useSocialProviders();
  if (!data || (!data.google && !data.facebook)) return null;
  const href = (path: string) => (remember ? `${path}?remember=true` : path);
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t('account.or')}</p>
      {data.google && (
        <a className="button social-sign-in__button" href={href(socialSignInPaths.google)}>
          {t('account.google')}
        </a>
      )}
      {data.facebook && (
        <a className="button social-sign-in__button" href={href(socialSignInPaths.facebook)}>
          {t('account.facebook')}
        </a>
      )}
    </div>
  );
}
