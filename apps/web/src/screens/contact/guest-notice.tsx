import { LogIn } from 'lucide-react';
import { useNavigate } from '../../routes/router/index.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * The contact pages are open to guests (spec §6) but their calls are a member's: a guest is told to
 * sign in instead of being shown an error.
 */
export function GuestNotice() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={LogIn}
      message="1:1문의와 메시지는 로그인 후 이용할 수 있습니다."
      action={{ label: '로그인', onClick: () => void navigate('/signin') }}
    />
  );
}
