import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { defaultCompanyDetails } from '../../common/domain/company';
import { CompanyDetailsContext } from '../lib/company-details';
import { i18n } from '../lib/i18n';
import { NotificationProvider } from '../lib/notifications';
import { AppConfigContext, type AppConfig } from './app-config';
import { QueryClientSlot } from './query-client-slot';

/**
 * The providers around the router (children: a <BrowserRouter>, or a memory router in tests).
 * TanStack Query's provider is not here: each screen that needs it brings it (lazy-screen.tsx);
 * tests may hand in their own client.
 */
export function App({
  config,
  queryClient = null,
  children,
}: {
  config: AppConfig;
  queryClient?: QueryClient | null;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppConfigContext.Provider value={config}>
        <CompanyDetailsContext.Provider value={config.company ?? defaultCompanyDetails}>
          <QueryClientSlot.Provider value={queryClient}>
            <NotificationProvider>{children}</NotificationProvider>
          </QueryClientSlot.Provider>
        </CompanyDetailsContext.Provider>
      </AppConfigContext.Provider>
    </I18nextProvider>
  );
}
