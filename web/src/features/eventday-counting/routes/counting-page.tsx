// /eventday/{eventCode}: who counts decides how. A volunteer arrives from the counting code's QR
// (`#code=…`): the code is kept on the phone (so the page reopens offline) and taken out of the
// address bar (nobody reads it over a shoulder or in the history). Without a code, a signed-in
// worker or teacher counts with their session; without either, the page says how to get a code.
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { splitCountingCode } from '@thon/shared/eventday/counting-code';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/i18n/translation';
import { loginPathFor } from '@/lib/landing';
import { useSession } from '@/lib/session-route';
import { codeCountingApi, sessionCountingApi } from '../api/counting-api';
import { CountingScreen } from '../components/counting-screen';
import { openCountingStore, type CountingStore } from '../offline/counting-store';
import { registerCountingServiceWorker } from '../offline/register-service-worker';

/** The counting code in the address's fragment (`#code=…`), if it holds a well-formed one. */
export function codeOfFragment(hash: string): string | undefined {
  const code = new URLSearchParams(hash.replace(/^#/u, '')).get('code');
  return code !== null && splitCountingCode(code) ? code.trim().toUpperCase() : undefined;
}

interface Opened {
  store: CountingStore;
  code: string | undefined;
}

export function CountingPage() {
  const t = useT();
  const { eventCode = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const [opened, setOpened] = useState<Opened>();

  // The worker keeps this page loadable when the gym's Wi-Fi fails (offline/register-service-worker.ts).
  useEffect(() => void registerCountingServiceWorker(), []);

  useEffect(() => {
    let active = true;
    let store: CountingStore | undefined;
    const fromFragment = codeOfFragment(hash);
    if (hash !== '') {
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
    void (async () => {
      store = await openCountingStore(eventCode);
      if (fromFragment) await store.saveCode(fromFragment);
      const code = await store.getCode();
      if (active) setOpened({ store, code });
      else store.close();
    })();
    return () => {
      active = false;
      store?.close();
    };
    // The fragment is read once, when the page opens for a Thon.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventCode]);

  const api = useMemo(() => {
    if (!opened) return undefined;
    if (opened.code !== undefined) return codeCountingApi(opened.store.eventCode, opened.code);
    return session ? sessionCountingApi(opened.store) : undefined;
  }, [opened, session]);

  if (!opened) return <PageLoading />;
  if (!api) {
    return (
      <section className="counting-page">
        <h1>{t('Count laps')}</h1>
        <p>
          {t(
            'To count laps, scan the counting code your Thon’s organizer gives you with this phone’s camera: it opens this page ready to count.',
          )}
        </p>
        <p>{t('Teachers and organizers can log in instead.')}</p>
        <p>
          <Link to={loginPathFor(pathname)}>{t('Log in')}</Link>
        </p>
      </section>
    );
  }
  const forgetCode =
    opened.code === undefined
      ? undefined
      : () => void opened.store.clearCode().then(() => setOpened({ ...opened, code: undefined }));
  return (
    <CountingScreen key={opened.code ?? 'session'} store={opened.store} api={api} onForgetCode={forgetCode} />
  );
}
