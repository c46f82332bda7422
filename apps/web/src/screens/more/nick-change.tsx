import * as auth from '@baro/contracts/manifest/auth';
import type { Me } from '@baro/contracts/routes/auth';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { InlineButton } from '../common/form-controls.tsx';

/** Changes the nickname (POST /player/change_nick, unique per site) and shows it at once. */
export function NickChange({ me }: { me: Me }) {
  const services = useServices();
  const [nick, setNick] = useState(me.nick ?? '');
  const [busy, setBusy] = useState(false);
  const unchanged = nick.trim() === '' || nick.trim() === (me.nick ?? '');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await services.api.call(auth.changeNick, {
      body: { id: me.id, nick: nick.trim(), siteInfoId: services.store.getState().siteInfo?.id },
    });
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    services.store.getState().setMe({ ...me, nick: result.data.nick });
    await services.queryClient.invalidateQueries({ queryKey: ['member', 'me'] });
    await services.dialogs.alert('닉네임이 변경되었습니다.');
  }

  return (
    <form
      onSubmit={(event) => {
        void submit(event);
      }}
      className="flex flex-col gap-1.5"
    >
      <label htmlFor="nick" className="text-[13px] font-semibold text-text-dim">
        닉네임
      </label>
      <div className="flex gap-2">
        <RestrictedInput
          id="nick"
          rule={{ exclude: 'specialAndSpace' }}
          maxLength={20}
          placeholder="닉네임"
          value={nick}
          onValueChange={setNick}
        />
        <InlineButton type="submit" disabled={unchanged || busy}>
          변경
        </InlineButton>
      </div>
    </form>
  );
}
