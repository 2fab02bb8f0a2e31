import { createContext, useContext } from 'react';
import { defaultCompanyDetails, type CompanyDetails } from '../../common/domain/company';

// The company the legal texts name, as the server configured it (read from the page's meta tags
// by app/app-config.tsx and provided by <App>), for the features that print it.

export const CompanyDetailsContext = createContext<CompanyDetails>(defaultCompanyDetails);

export function useCompanyDetails(): CompanyDetails {
  return useContext(CompanyDetailsContext);
}
