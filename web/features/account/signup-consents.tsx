import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { CheckboxField } from '../../components/form-field';

/** Where the legal popup opens on the sign-up page: the consents link to it (spec section 2). */
const legalHref = (tab: 'privacy' | 'terms') =>
  `${appRoutes.signup}?showLegal=true&legalTab=${tab}`;

/**
 * The two consents of a sign-up, each linking to its text: the privacy policy (optional) and the
 * terms of use, without which the account cannot be created (the hint says so).
 */
export function SignupConsents({
  privacy,
  onPrivacyChange,
  terms,
  onTermsChange,
  termsHintId,
}: {
  privacy: boolean;
  onPrivacyChange: (accepted: boolean) => void;
  terms: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** The hint shown while the terms are not accepted. */
  termsHintId: string;
}) {
  return (
    <>
      <CheckboxField
        checked={privacy}
        onChange={(e) => onPrivacyChange(e.target.checked)}
        label={
          <Trans
            i18nKey="account.signup.privacy"
            components={{ 1: <Link to={legalHref('privacy')} /> }}
          />
        }
      />
      <CheckboxField
        checked={terms}
        onChange={(e) => onTermsChange(e.target.checked)}
        aria-describedby={terms ? undefined : termsHintId}
        label={
          <Trans
            i18nKey="account.signup.terms"
            components={{ 1: <Link to={legalHref('terms')} /> }}
          />
        }
      />
    </>
  );
}
