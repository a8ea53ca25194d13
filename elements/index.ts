/**
 * dist/cc-elements.js: registers every cc-* element. Pages that use only a few tags can load
 * dist/elements/<tag>.js instead, or dist/cc-autoloader.js to load tags as they appear.
 */
import './cc-account-prompts';
import './cc-alerts';
import './cc-app';
import './cc-autocomplete';
import './cc-command-prompt';
import './cc-comments';
import './cc-contest-page';
import './cc-contest-start-notification';
import './cc-cookie-banner';
import './cc-copy-button';
import './cc-countdown';
import './cc-data-table';
import './cc-error-panel';
import './cc-header';
import './cc-modal';
import './cc-offline-banner';
import './cc-problem';
import './cc-roadmap';
import './cc-see-more';
import './cc-server-form';
import './cc-share-buttons';
import './cc-toasts';
import './cc-todo-widget';
export { store } from '../src/core/store';
