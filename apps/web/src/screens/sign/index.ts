import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { FindIdScreen } from './find-id-screen.tsx';
import { FindPasswordScreen } from './find-password-screen.tsx';
import { RegisterScreen } from './register-screen.tsx';
import { SignInScreen } from './signin-screen.tsx';

/** The sign group (spec §2 auth routes): sign-in, signup with or without a partner link, recovery. */
export const screens: ScreenGroup['screens'] = {
  SignIn: SignInScreen,
  Register: RegisterScreen,
  RegisterRef: RegisterScreen,
  FindId: FindIdScreen,
  FindPassword: FindPasswordScreen,
};
