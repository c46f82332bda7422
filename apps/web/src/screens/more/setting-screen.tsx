import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { changeSettings } from '../../session/session.ts';
import { defaultSettings, soundFlags } from '../../settings/local-settings.ts';
import type { LocalSettings, SoundFlag, Theme } from '../../settings/local-settings.ts';
import { cx } from '../../ui/class-names.ts';
import { NumericInput } from '../../ui/numeric-input.tsx';
import { ToggleRow } from '../common/toggle-switch.tsx';

const soundLabels: Record<SoundFlag, string> = {
  SUCCESS: '주문 완료',
  CANCEL: '주문 취소',
  FILLED: '주문 체결',
};
const themes: readonly { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'dark', label: '다크', icon: Moon },
  { value: 'light', label: '라이트', icon: Sun },
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col rounded-2xl border border-line bg-surface px-4 py-3">
      <h2 className="py-1 text-[13px] font-semibold text-text-dim">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 /more/setting (환경설정): the bet-end alarm, order sounds, order count presets, default TP
 * and SL, and the theme. Saved on every change, per site and member (spec §3).
 */
export function SettingScreen() {
  const services = useServices();
  const settings = useAppState((state) => state.settings);
  const save = (next: LocalSettings) => {
    changeSettings(services, next);
  };

  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <Card title="화면">
        <div role="radiogroup" aria-label="테마" className="grid grid-cols-2 gap-2 py-2">
          {themes.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={settings.theme === value}
              onClick={() => {
                save({ ...settings, theme: value });
              }}
              className={cx(
                'flex h-12 items-center justify-center gap-2 rounded-xl border text-[15px] font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
                settings.theme === value
                  ? 'border-accent bg-accent/10 text-accent'
                  : 'border-line text-text-dim',
              )}
            >
              <Icon aria-hidden="true" className="size-4.5" />
              {label}
            </button>
          ))}
        </div>
      </Card>

      <Card title="알림">
        <ToggleRow
          label="베팅 종료 알림"
          description="회차가 끝나면 결과를 알려드립니다."
          checked={settings.betEndAlarm}
          onChange={(betEndAlarm) => {
            save({ ...settings, betEndAlarm });
          }}
        />
        {soundFlags.map((flag) => (
          <ToggleRow
            key={flag}
            label={`${soundLabels[flag]} 소리`}
            checked={settings.sounds[flag]}
            onChange={(on) => {
              save({ ...settings, sounds: { ...settings.sounds, [flag]: on } });
            }}
          />
        ))}
      </Card>

      <Card title="주문 수량 버튼">
        <div className="grid grid-cols-4 gap-2 py-2">
          {settings.orderCounts.map((count, index) => (
            <NumericInput
              key={index}
              aria-label={`주문 수량 버튼 ${index + 1}`}
              className="text-center"
              min={1}
              max={1_000_000}
              value={count}
              onValueChange={(value) => {
                const orderCounts = settings.orderCounts.map((old, at) =>
                  at === index ? Math.max(1, value) : old,
                );
                save({ ...settings, orderCounts });
              }}
            />
          ))}
        </div>
      </Card>

      <Card title="TP / SL 기본값 (틱)">
        <div className="grid grid-cols-2 gap-3 py-2">
          {(['tp', 'sl'] as const).map((key) => (
            <label key={key} className="flex flex-col gap-1.5">
              <span className={cx('text-xs font-semibold', key === 'tp' ? 'text-up' : 'text-down')}>
                {key === 'tp' ? '이익실현 (TP)' : '손절 (SL)'}
              </span>
              <NumericInput
                min={1}
                max={1_000_000}
                value={settings.tpsl[key]}
                onValueChange={(value) => {
                  save({ ...settings, tpsl: { ...settings.tpsl, [key]: Math.max(1, value) } });
                }}
              />
            </label>
          ))}
        </div>
      </Card>

      <button
        type="button"
        onClick={() => {
          save(defaultSettings);
        }}
        className="h-12 rounded-2xl border border-line text-sm font-semibold text-text-dim active:bg-surface-2"
      >
        기본값으로 되돌리기
      </button>
    </div>
  );
}
