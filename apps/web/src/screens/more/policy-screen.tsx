import * as content from '@baro/contracts/manifest/content';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { loadNoticeSanitizer } from '../../ui/sanitize-html.ts';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { PRIVACY_TEXT, TERMS_TEXT } from '../common/policy-texts.ts';

/**
 * A policy page: the site's own text when its operators published one (GET /content/static), else
 * the default text. Operator HTML is sanitised before it is shown; the sanitiser (DOMPurify) is
 * fetched only when there is HTML to clean, and the page stays a skeleton until it is clean.
 */
function PolicyScreen({ category, fallback }: { category: 'terms' | 'privacy'; fallback: string }) {
  const { api } = useServices();
  const page = useQuery({
    queryKey: ['content', 'static', category],
    queryFn: async ({ signal }) => {
      const result = await api.call(content.getStaticPage, { query: { category }, signal });
      if (!result.ok) return null;
      const sanitize = await loadNoticeSanitizer();
      return { html: sanitize(result.data.content) };
    },
    staleTime: 5 * 60_000,
  });
  if (page.isPending) return <SkeletonList rows={4} />;
  return (
    <article className="px-5 py-6">
      {page.data === null || page.data === undefined ? (
        <p className="text-sm leading-7 whitespace-pre-line text-text">{fallback}</p>
      ) : (
        <div
          className="text-sm leading-7 text-text [&_h2]:mt-4 [&_h2]:font-bold [&_p]:mb-3"
          dangerouslySetInnerHTML={{ __html: page.data.html }}
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
