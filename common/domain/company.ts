// Who runs the site, as the legal texts name it. The operator sets these through COMPANY_NAME,
// COMPANY_ADDRESS and PRIVACY_EMAIL (server/config.ts); the web app reads what the server wrote
// into the page and falls back to the same defaults when a tag is missing (tests, a bare build).

export interface CompanyDetails {
  /** The legal name of the company that runs the site (the data controller). */
  company: string;
  /** Its registered address, on one line. */
  address: string;
  /** Where privacy requests and questions about the legal texts are sent. */
  privacyEmail: string;
}

export const defaultCompanyDetails: CompanyDetails = {
  company: 'Sillage Fragrances S.L.',
  address: 'Carrer de Provença 250, 08008 Barcelona, Spain',
  privacyEmail: 'privacy@sillage.example',
};
