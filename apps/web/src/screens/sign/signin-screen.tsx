import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link } from '../../routes/router/index.ts';
import { preloadResponseSchemas } from '../../api/response-validation.ts';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { useTakeOverFirstScreen } from '../../first-screen/take-over.ts';
import { signIn } from '../../session/session.ts';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { Field, PasswordInput, PrimaryButton } from '../common/form-controls.tsx';

/** The demo site's shared password, shown on its sign-in page so a visitor can try the app. */
const DEMO_SITE_CODE = 'demo';

/** Spec §2 /signin: username and password; a rejection shows the server's message in an alert. */
export function SignInScreen() {
  const services = useServices();
  const siteInfo = useAppState((state) => state.siteInfo);
  const pending = useAppState((state) => state.authStatus === 'pending');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function submit(username: string, password: string) {
    if (pending) return;
    if (username === '' || password === '') {
      await services.dialogs.alert('아이디와 비밀번호를 입력해주세요.');
      return;
    }
    // A member who got in leaves through the route guard, which sends them to their landing page.
    const failure = await signIn(services, username, password);
    if (failure !== null) await services.dialogs.alert(failure.message);
  }

  // What a guest typed into index.html's prerendered copy of this screen before the app ran; one
  // who pressed 로그인 there is signed in now.
  useTakeOverFirstScreen((taken) => {
    const typedUsername = taken.typed.get('username') ?? '';
    const typedPassword = taken.typed.get('current-password') ?? '';
    setUsername(typedUsername);
    setPassword(typedPassword);
    if (taken.submitted) void submit(typedUsername, typedPassword);
  });

  return (
    <div className="flex flex-1 flex-col">
      <div className="flex flex-col items-center gap-3 pt-10 pb-10">
        <img src="/favicon.svg" alt="" className="size-16 rounded-2xl shadow-lg shadow-accent/20" />
        <div className="flex flex-col items-center gap-1">
          <h1 className="text-[26px] font-extrabold tracking-tight">바로</h1>
          <p className="text-sm text-text-dim">{siteInfo?.name ?? '바이너리 · 선물 · 해외선물'}</p>
        </div>
      </div>

      <form
        onSubmit={(event: SubmitEvent) => {
          event.preventDefault();
          void submit(username, password);
        }}
        // The answers of sign-in are checked with zod, which the page does not load up front: it
        // starts loading once the member starts filling in the form.
        onFocus={() => {
          preloadResponseSchemas('auth');
        }}
        className="flex flex-col gap-4"
        noValidate
      >
        <Field label="아이디">
          {({ inputId }) => (
            <RestrictedInput
              id={inputId}
              rule={{ allow: 'username' }}
              value={username}
              onValueChange={setUsername}
              autoComplete="username"
              placeholder="아이디를 입력해주세요"
              maxLength={20}
            />
          )}
        </Field>
        <Field label="비밀번호">
          {({ inputId }) => (
            <PasswordInput
              id={inputId}
              value={password}
              onValueChange={setPassword}
              autoComplete="current-password"
              placeholder="비밀번호를 입력해주세요"
              maxLength={64}
            />
          )}
        </Field>
        <PrimaryButton busy={pending} className="mt-2">
          로그인
        </PrimaryButton>
      </form>

      <nav aria-label="계정" className="mt-5 flex items-center justify-center text-sm text-text-dim">
        <Link to="/register" className="px-3 py-2 font-semibold text-text">
          회원가입
        </Link>
        <span aria-hidden="true" className="h-3 w-px bg-line" />
        <Link to="/find_id" className="px-3 py-2">
          아이디 찾기
        </Link>
        <span aria-hidden="true" className="h-3 w-px bg-line" />
        <Link to="/find_password" className="px-3 py-2">
          비밀번호 찾기
        </Link>
      </nav>

      <div className="mt-auto flex flex-col gap-3 pt-10">
        {services.siteCode === DEMO_SITE_CODE && (
          <p className="rounded-xl border border-line bg-surface px-4 py-3 text-xs leading-relaxed text-text-dim">
            모의투자 계정 <span className="font-semibold text-text">demo</span> · trader · follower · partner
            <br />
            비밀번호 <span className="font-semibold text-text">baro-demo-2026</span>
          </p>
        )}
        <Link to="/overseaView" className="text-center text-sm text-text-dim underline underline-offset-4">
          로그인 없이 시세 둘러보기
        </Link>
      </div>
    </div>
  );
}
