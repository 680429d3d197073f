import { data } from 'react-router';

/** Any path no screen answers: the route error page shows the 404. */
export default function NotFound(): never {
  throw data('Not found', { status: 404 });
}
