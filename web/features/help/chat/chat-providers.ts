import type { ChatProvider } from '../../../../core/public-config';

// The four live-chat widgets GigTally can show (core/public-config.ts): each is loaded from its provider's
// official script with the configured site id, told who the signed-in user is, and opened. Nothing here runs
// before the user has asked for a chat and accepted non-essential cookies (see live-chat.tsx).

export interface ChatVisitor {
  name: string;
  email: string;
}

interface TawkApi {
  visitor?: ChatVisitor;
  onLoad?: () => void;
  maximize?: () => void;
}

type IntercomCall = (...args: unknown[]) => void;
interface IntercomStub extends IntercomCall {
  q?: unknown[][];
  c?: (args: unknown[]) => void;
}

interface TidioChatApi {
  show: () => void;
  open: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
    intercomSettings?: Record<string, unknown>;
    Intercom?: IntercomStub;
    tidioChatApi?: TidioChatApi;
  }
  interface Document {
    tidioIdentify?: { email: string; name: string };
  }
}

interface ChatWidget {
  /** The provider's name, as the consent explanation gives it. */
  label: string;
  scriptUrl: (siteId: string) => string;
  /** The crossorigin attribute of the provider's own snippet, if it sets one. */
  crossOrigin?: string;
  /** Globals the provider's script reads when it starts: the site id, the visitor and what to do once ready. */
  prepare: (siteId: string, visitor: ChatVisitor) => void;
  /** Opens the chat window (again) once the script has run. */
  open: () => void;
}

const segment = (value: string) => encodeURIComponent(value);

const tawk = { ready: false, openWhenReady: false };

const openTidio = () => {
  window.tidioChatApi?.show();
  window.tidioChatApi?.open();
};

export const chatWidgets: Record<ChatProvider, ChatWidget> = {
  tawk: {
    label: 'tawk.to',
    // A site id is a property id ('…/default' is its default widget) or 'propertyId/widgetId'.
    scriptUrl: (siteId) => {
      const [property = '', widget = 'default'] = siteId.split('/');
      return `https://embed.tawk.to/${segment(property)}/${segment(widget)}`;
    },
    crossOrigin: '*',
    prepare: (_siteId, visitor) => {
      const api = (window.Tawk_API ??= {});
      window.Tawk_LoadStart = new Date();
      api.visitor = { name: visitor.name, email: visitor.email };
      // The widget is ready some time after its script has loaded: an open asked for before then waits.
      api.onLoad = () => {
        tawk.ready = true;
        if (tawk.openWhenReady) api.maximize?.();
        tawk.openWhenReady = false;
      };
    },
    open: () => {
      if (tawk.ready) window.Tawk_API?.maximize?.();
      else tawk.openWhenReady = true;
    },
  },
  crisp: {
    label: 'Crisp',
    scriptUrl: () => 'https://client.crisp.chat/l.js',
    prepare: (siteId, visitor) => {
      const queue = (window.$crisp ??= []);
      window.CRISP_WEBSITE_ID = siteId;
      queue.push(['set', 'user:email', [visitor.email]]);
      queue.push(['set', 'user:nickname', [visitor.name]]);
    },
    // Crisp's $crisp queue takes commands before and after its script has loaded.
    open: () => {
      window.$crisp?.push(['do', 'chat:show']);
      window.$crisp?.push(['do', 'chat:open']);
    },
  },
  intercom: {
    label: 'Intercom',
    scriptUrl: (appId) => `https://widget.intercom.io/widget/${segment(appId)}`,
    prepare: (appId, visitor) => {
      window.intercomSettings = {
        api_base: 'https://api-iam.intercom.io',
        app_id: appId,
        name: visitor.name,
        email: visitor.email,
      };
      // Intercom's snippet: calls made before the script arrives wait in a queue it replays.
      if (typeof window.Intercom !== 'function') {
        const stub: IntercomStub = (...args: unknown[]) => stub.c?.(args);
        stub.q = [];
        stub.c = (args) => stub.q?.push(args);
        window.Intercom = stub;
      }
    },
    open: () => window.Intercom?.('show'),
  },
  tidio: {
    label: 'Tidio',
    scriptUrl: (publicKey) => `https://code.tidio.co/${segment(publicKey)}.js`,
    prepare: (_publicKey, visitor) => {
      document.tidioIdentify = { email: visitor.email, name: visitor.name };
    },
    open: () => {
      if (window.tidioChatApi) openTidio();
      else document.addEventListener('tidioChat-ready', openTidio, { once: true });
    },
  },
};

const loading = new Map<ChatProvider, Promise<void>>();

function loadScript(src: string, crossOrigin?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.charset = 'UTF-8';
    if (crossOrigin) script.setAttribute('crossorigin', crossOrigin);
    script.dataset.gigtallyChat = 'true';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`The chat script ${src} could not be loaded.`));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
}

/** Loads the provider's widget once (a failed load may be tried again), identifies the visitor and opens it. */
export async function openChatWidget(
  chat: { provider: ChatProvider; siteId: string },
  visitor: ChatVisitor,
): Promise<void> {
  const widget = chatWidgets[chat.provider];
  let loaded = loading.get(chat.provider);
  if (!loaded) {
    widget.prepare(chat.siteId, visitor);
    loaded = loadScript(widget.scriptUrl(chat.siteId), widget.crossOrigin);
    loading.set(chat.provider, loaded);
  }
  try {
    await loaded;
  } catch (error) {
    loading.delete(chat.provider);
    throw error;
  }
  widget.open();
}
