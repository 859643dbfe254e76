// The frame of every /shop page: the shop's navigation above the page. The signed-in route group
// has already read the session; each page below loads lazily, and the API decides every call.
import { Outlet } from 'react-router';
import { useSignedInSession } from '../../../lib/session-route';
import { ShopNav } from '../components/shop-nav';

export function ShopLayout() {
  const session = useSignedInSession();
  return (
    <>
      <ShopNav viewer={session} />
      <Outlet />
    </>
  );
}
