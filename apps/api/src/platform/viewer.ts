/** The signed-in caller of a request. */
export interface Viewer {
  userId: string;
  /** The bearer token the request came with (logOut revokes exactly this one). */
  token: string;
}
