/** The one place that reads the web app's build-time configuration (Vite's import.meta.env). */
export const config = {
  /** Where the GraphQL API answers; the API serves this app, so same-origin by default. */
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
  /** The support contact on the Help screen: a fixed e-mail and phone, set per deployment. */
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@kasuwa.ng',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || '+234 800 000 0000',
} as const;
