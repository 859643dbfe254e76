// The one pager for lists that can grow (spec section 9's page sizes live in the catalogue's
// limits.ts). A navigation landmark named after its list: Previous, the page numbers near the
// current one (the current marked aria-current="page"), Next, and "Page x of y" said politely when
// it changes. Buttons at an end stay focusable (aria-disabled), so keyboard users keep their place.
import { useT } from '../i18n/translation';
import './pager.css';

export { usePagedList } from './use-paged-list';

/** Page numbers shown on each side of the current one. */
const nearby = 2;

interface PagerProps {
  /** The list's name for the landmark, e.g. "Supporter pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const go = (to: number) => {
    if (to >= 1 && to <= pageCount && to !== page) onPage(to);
  };
  const first = Math.max(1, page - nearby);
  const numbers = Array.from({ length: Math.min(pageCount, page + nearby) - first + 1 }, (_, i) => first + i);
  return (
    <nav className="pager" aria-label={t(label)}>
      <button
        type="button"
        className="button-secondary"
        aria-disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('Previous')}
      </button>
      <ul className="pager-pages">
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="button-secondary"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('Page {{number}}', { number })}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button-secondary"
        aria-disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        {t('Next')}
      </button>
      <p aria-live="polite">{t('Page {{page}} of {{pageCount}}', { page, pageCount })}</p>
    </nav>
  );
}
