/**
 * Session recording (LogRocket), only when the app config turns it on with an id. The SDK is not
 * bundled: its script is added on demand, and nothing loads while recording is off. Inputs are
 * masked, and request bodies and the token header are never recorded. Load errors are only logged.
 */
export const LOGROCKET_SRC = 'https://cdn.logrocket.io/LogRocket.min.js';

interface LogRocketRequest {
  body?: unknown;
  headers: Record<string, string | undefined>;
}
interface LogRocketApi {
  init: (
    id: string,
    options: {
      dom: { inputSanitizer: boolean; textSanitizer: boolean };
      network: { requestSanitizer: (r: LogRocketRequest) => LogRocketRequest };
    },
  ) => void;
}

let startedWith: string | null = null;

export function startSessionRecording(id: string): void {
  if (startedWith !== null) return; // one recorder per page; a new id applies on the next start
  startedWith = id;
  const script = document.createElement('script');
  script.src = LOGROCKET_SRC;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.onload = () => {
    try {
      const lr = (window as { LogRocket?: LogRocketApi }).LogRocket;
      lr?.init(id, {
        dom: { inputSanitizer: true, textSanitizer: false },
        network: {
          requestSanitizer: (r) => {
            r.body = undefined;
            r.headers.authorization = undefined;
            r.headers.Authorization = undefined;
            return r;
          },
        },
      });
    } catch (err) {
      console.warn('Session recording could not start', err);
    }
  };
  script.onerror = () => console.warn('Session recording could not be loaded');
  document.head.appendChild(script);
}
