import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { staticPageQuery } from '../../queries/content-queries.ts';
import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { PRIVACY_TEXT, TERMS_TEXT } from '../common/policy-texts.ts';
import { LoadFailure } from '../common/load-failure.tsx';

/**
 * A policy page: the site's own text when its operators published one (GET /content/static), the
 * built-in text when the site has none (404). Operator HTML goes through the sanitiser, which is
 * fetched only when there is HTML to clean; the page shows skeleton lines until it is clean.
 */
function PolicyScreen({ category, fallback }: { category: 'terms' | 'privacy'; fallback: string }) {
  const { api } = useServices();
  const page = useQuery(staticPageQuery(api, category));
  if (page.isPending) return <SkeletonList rows={4} />;
  if (page.isError) {
    return <LoadFailure error={page.error} retry={page.refetch} />;
  }
  return (
    <article className="px-5 py-6">
      {page.data === null ? (
        <p className="text-sm leading-7 whitespace-pre-line text-text">{fallback}</p>
      ) : (
        <SanitizedHtml
          html={page.data.content}
          className="leading-7 [&>:first-child]:mt-0 [&_h2]:mt-4 [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-semibold [&_p]:mb-3"
        />
      )}
    </article>
  );
}

export function TermsScreen() {
  return <PolicyScreen category="terms" fallback={TERMS_TEXT} />;
}

export function PrivacyScreen() {
  return <PolicyScreen category="privacy" fallback={PRIVACY_TEXT} />;
}
