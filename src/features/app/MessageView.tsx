/**
 * A page that is only a message with a way back (home), and the not-found page: what any
 * unknown address, an unknown user or a page the server does not know shows inside the site.
 */
import { HOME_LINK_TEXT, NOT_FOUND_TEXT } from './logic';

interface MessageViewProps {
  title: string;
  text: string;
  alert?: boolean;
}

export function MessageView({ title, text, alert = false }: MessageViewProps) {
  return (
    <section className="message-view" part="message">
      <h1>{title}</h1>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <p>
        <a href="/">{HOME_LINK_TEXT}</a>
      </p>
    </section>
  );
}

const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundView() {
  return <MessageView title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />;
}
