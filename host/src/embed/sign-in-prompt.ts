import { EmbedAuthError } from './sign-in';
import type { TokenSource } from './token-source';
import type { Notice } from './embed-notice';

type SignInWithPopup = typeof import('./popup-sign-in').signInWithPopup;

export interface SignInPromptOptions {
  source: TokenSource;
  apiBase: string;
  companyId: string;
  /** Shows the notice in place of the widget. */
  show: (notice: Notice) => void;
  /** Tells the page a sign-in failed (blocked or cancelled popup). */
  onError: (error: EmbedAuthError) => void;
  /** Whether the element still shows this prompt (no newer render since). */
  isCurrent: () => boolean;
}

/**
 * "Sign in to PortfolioAI": a click opens the product's sign-in popup (a popup needs the
 * click) and the token it brings goes to the shared source, which shows every popup widget of
 * the page for that company.
 */
export function showSignInPrompt({
  source,
  apiBase,
  companyId,
  show,
  onError,
  isCurrent,
}: SignInPromptOptions) {
  // The popup's code loads while the button shows: a click must open the window at once,
  // or the browser blocks it.
  const popupCode = import('./popup-sign-in');
  let signInWithPopup: SignInWithPopup | undefined;
  popupCode.then(
    (code) => (signInWithPopup = code.signInWithPopup),
    () => {}, // a click then shows the sign-in card again
  );
  const signIn = () => {
    const opened = signInWithPopup
      ? signInWithPopup(apiBase, companyId)
      : popupCode.then((code) => code.signInWithPopup(apiBase, companyId));
    opened.then(
      (issued) => source.set(issued),
      (error: unknown) => {
        if (!isCurrent()) return;
        const blocked = error instanceof EmbedAuthError && error.code === 'popup-blocked';
        if (error instanceof EmbedAuthError) onError(error);
        prompt(
          blocked
            ? 'The sign-in window was blocked by the browser. Allow pop-ups for this page, or try again.'
            : 'Sign in with your PortfolioAI account to see this.',
          blocked ? 'Try again' : 'Sign in',
        );
      },
    );
  };
  const prompt = (message: string, label: string) =>
    show({
      kind: 'sign-in',
      title: 'Sign in to PortfolioAI',
      message,
      action: { label, run: signIn },
    });
  prompt('Sign in with your PortfolioAI account to see this.', 'Sign in');
}
