import { MessageCircle } from 'lucide';
import { useState } from 'react';
import type { ChatProvider } from '../../../../core/public-config';
import { SUPPORT_EMAIL } from '../../../../core/legal/contacts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../auth/session';
import { hasConsent, storeConsent } from '../../../lib/consent';
import { loadPublicConfig } from '../../../lib/public-config';
import { chatWidgets, openChatWidget } from './chat-providers';
import { Icon } from '../../../components/ui/icon';

type ChatState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'unavailable' }
  | { kind: 'needs-consent'; chat: { provider: ChatProvider; siteId: string } }
  | { kind: 'opening' }
  | { kind: 'open' }
  | { kind: 'failed' };

const CHAT_PROVIDER_KEY = 'chat_provider';

const emailLink = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline underline-offset-2">
    {SUPPORT_EMAIL}
  </a>
);

/**
 * 'Start Chat' on Help and Support: opens the configured live-chat widget, but only once the user has
 * accepted non-essential cookies; without a configured widget it points to email instead.
 */
export function LiveChat() {
  const session = useSession();
  const [state, setState] = useState<ChatState>({ kind: 'idle' });

  const open = async (chat: { provider: ChatProvider; siteId: string }) => {
    setState({ kind: 'opening' });
    const user = session.data?.user;
    try {
      await openChatWidget(chat, { name: user?.name ?? '', email: user?.email ?? '' });
    } catch {
      setState({ kind: 'failed' });
      return;
    }
    localStorage.setItem(CHAT_PROVIDER_KEY, chat.provider);
    setState({ kind: 'open' });
  };

  const start = async () => {
    setState({ kind: 'checking' });
    let chat;
    try {
      chat = (await loadPublicConfig()).chat;
    } catch {
      setState({ kind: 'failed' });
      return;
    }
    if (!chat) setState({ kind: 'unavailable' });
    else if (!hasConsent()) setState({ kind: 'needs-consent', chat });
    else await open(chat);
  };

  const busy = state.kind === 'checking' || state.kind === 'opening';
  return (
    <div className="space-y-3">
      <Button onClick={() => void start()} disabled={busy}>
        <Icon icon={MessageCircle} className="h-4 w-4" />
        {busy ? 'Starting chat...' : 'Start Chat'}
      </Button>
      {/* Outcomes are announced where they appear (the Alert's own role). */}
      {state.kind === 'unavailable' && (
        <Alert tone="info">
          Live chat is not available at the moment. Please email us at {emailLink} and we will reply within
          24-48 hours.
        </Alert>
      )}
      {state.kind === 'needs-consent' && (
        <ConsentRequest
          label={chatWidgets[state.chat.provider].label}
          onAccept={() => {
            // The same answer as the cookie banner's 'Accept All'.
            storeConsent(true);
            void open(state.chat);
          }}
          onDecline={() => setState({ kind: 'idle' })}
        />
      )}
      {state.kind === 'open' && (
        <Alert tone="success">
          The chat window is open. If you do not see it, look for the chat button at the bottom of the page.
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert tone="error">
          The chat could not be started. It may be blocked by your browser or an extension. Please try again
          later or email us at {emailLink}.
        </Alert>
      )}
    </div>
  );
}

function ConsentRequest({
  label,
  onAccept,
  onDecline,
}: {
  label: string;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>
        Live chat is provided by {label}, which sets its own cookies and receives your name and email address.
        To start a chat, please accept non-essential cookies. You can also email us at {emailLink}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onAccept}>Accept cookies and start chat</Button>
        <Button variant="secondary" onClick={onDecline}>
          Not now
        </Button>
      </div>
    </div>
  );
}
