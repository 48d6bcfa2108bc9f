import { Alert } from '../../../components/ui/alert';

export const NO_ESTATE = 'Your account is not linked to an estate.';

/** For a signed-in user without an estate id (should not happen for admins and residents). */
export function NoEstate() {
  return <Alert variant="error">{NO_ESTATE}</Alert>;
}
