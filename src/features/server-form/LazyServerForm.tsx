/**
 * A server form inside another element's dialog (the contest reminder): the form code (its
 * controls, drafts, validation and the sanitiser for the server's markup) loads when the dialog
 * first opens, not with the element, which must be on the page from the start only to catch the
 * trigger clicks. Until it arrives the dialog shows the form's own loading state, in the same
 * box, so nothing moves when the form takes its place; if it cannot load, the form's failure
 * text with a Reload button.
 */
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Loader } from '../../ui/Loader';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { supportEmail } from '../../core/support';
import { LOADING_TEXT, failedFormText } from './logic';
import type { ServerFormProps } from './ServerForm';

const serverForm = lazyModule(() => import('./ServerForm'));

export function LazyServerForm(props: ServerFormProps) {
  const { module, failed, retry } = useLazyModule(serverForm);
  if (module) return <module.ServerForm {...props} />;
  return (
    <div className="server-form" part="form-area" aria-busy={failed ? undefined : 'true'}>
      {failed ? <ErrorPanel part="failure" onReload={retry}>{failedFormText(supportEmail())}</ErrorPanel> : <Loader label={LOADING_TEXT} />}
    </div>
  );
}
