/** The one place that reads the web app's build-time configuration (Vite's import.meta.env). */
export const config = {
  /** Where the GraphQL API answers; the API serves this app, so same-origin by default. */
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
} as const;
