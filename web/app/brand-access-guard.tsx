import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyBrandAccess } from '../lib/brand-access';

/** Mounted in the router root: handles ?brandAccess= on any route, then replaces the address. */
export function BrandAccessGuard() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const search = applyBrandAccess(location.search);
    if (search === null) return;
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return null;
}
