// Moves the manage link's token from the fragment into this tab's storage and replaces the
// address without it (history.replaceState through the router), so the token is not left in the
// history or shared with the address. The replace navigation reloads the page's data with it.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeManageToken, tokenOfFragment } from '../api/manage-token';

/** True while a token in the fragment is being taken in. */
export function useManageLink(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const token = tokenOfFragment(location.hash);
  useEffect(() => {
    if (location.hash === '') return;
    if (token) storeManageToken(token);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [token, location.hash, location.pathname, location.search, navigate]);
  return token !== '';
}
