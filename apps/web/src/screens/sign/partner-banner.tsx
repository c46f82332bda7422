import * as auth from '@baro/contracts/manifest/auth';
import { useQuery } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { useServices } from '../../app/services-context.tsx';
import { unwrap } from '../../api/api-result.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** Whose link a /ref/{partnerCode} signup came from (GET /partner/verify), before the form. */
export function PartnerBanner({ code }: { code: string }) {
  const { api } = useServices();
  const partner = useQuery({
    queryKey: ['partner', 'verify', code],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(auth.verifyPartner, { query: { partnerPk: code }, signal })),
  });
  if (partner.isPending) return <Skeleton className="h-16 w-full rounded-xl" />;
  if (partner.isError) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
      >
        {partner.error.message}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3">
      <UserRoundCheck aria-hidden="true" className="size-5 text-accent" />
      <p className="text-sm">
        <span className="font-bold">{partner.data.name}</span>
        <span className="text-text-dim"> 추천으로 가입합니다</span>
      </p>
    </div>
  );
}
